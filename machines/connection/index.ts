export * from './connectionMachine';
export * from './selectors';
