export * from './libraryMachine';
export * from './types';
export * from './selectors';
