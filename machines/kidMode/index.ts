export * from './gate';
export * from './kidModeMachine';
export * from './selectors';
export * from './types';
