export * from './appMachine';
export * from './types';
export * from './selectors';
export * from './entryChoices';
export {
  authReportingSession,
  boardReportingUnsaved,
  kidModeReportingLock,
  listenersReportingLostAccess,
} from './children';
export { kidModePath } from './setup';
