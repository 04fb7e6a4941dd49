export * from './taskEditorMachine';
export * from './selectors';
