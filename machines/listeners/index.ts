export * from './listenersMachine';
export * from './types';
export * from './selectors';
