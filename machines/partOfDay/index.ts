export * from './partOfDayMachine';
export * from './selectors';
