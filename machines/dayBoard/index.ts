export * from './dayBoardMachine';
export * from './types';
export * from './selectors';
