export * from './appMachine';
export * from './types';
