export * from './sharingMachine';
export * from './types';
