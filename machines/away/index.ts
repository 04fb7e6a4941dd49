export * from './awayMachine';
export * from './selectors';
export * from './types';
