export * from './dayNavigationMachine';
export * from './selectors';
