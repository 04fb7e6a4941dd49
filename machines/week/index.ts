export * from './selectors';
export * from './types';
export * from './weeks';
export * from './weekMachine';
