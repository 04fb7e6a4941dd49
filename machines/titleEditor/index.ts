export * from './titleEditorMachine';
export * from './selectors';
