export * from './authMachine';
export * from './types';
