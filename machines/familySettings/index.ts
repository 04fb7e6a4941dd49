export * from './familySettingsMachine';
export * from './types';
export * from './selectors';
