export * from './taskEditorMachine';
