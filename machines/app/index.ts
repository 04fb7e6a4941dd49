export * from './appMachine';
export * from './types';
export * from './selectors';
export {
  authReportingSession,
  isKidModePage,
  kidModeReportingLock,
  listenersReportingLostAccess,
} from './children';
export { kidModePath } from './setup';
