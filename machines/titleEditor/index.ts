export * from './titleEditorMachine';
export * from './selectors';
export * from './spawnedTitleEditor';
export * from './titleEditorHost';
