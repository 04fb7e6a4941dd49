export * from './familySettingsMachine';
export * from './types';
export * from './selectors';
export * from './fields';
