export * from './sharingMachine';
export * from './types';
export * from './selectors';
