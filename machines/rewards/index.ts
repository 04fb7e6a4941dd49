export * from './requestMachine';
export * from './requestSteps';
export * from './selectors';
