export * from './appMachine';
export * from './types';
export * from './selectors';
export { authReportingSession, listenersReportingLostAccess } from './children';
