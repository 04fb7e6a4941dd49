export * from './listenersMachine';
export * from './types';
export * from './selectors';
export { LISTENED_SOURCES } from './sources';
