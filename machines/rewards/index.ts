export * from './requestMachine';
export * from './selectors';
