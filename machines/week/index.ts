export * from './selectors';
export * from './weekMachine';
