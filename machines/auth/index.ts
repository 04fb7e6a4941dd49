export * from './authMachine';
export * from './types';
export * from './selectors';
