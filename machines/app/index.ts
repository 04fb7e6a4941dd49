export * from './appMachine';
export * from './types';
export * from './selectors';
