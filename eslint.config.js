import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      'bench/.out',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The store is the port and its adapters: it knows nothing of the app or its views.
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(app|views)(/|$)',
              message: 'src/store/ may not import from src/app/ or src/views/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure: no DOM, no timers, no clock; time and effects are injected.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'setTimeout',
        'setInterval',
        'indexedDB',
        'localStorage',
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'firebase', 'firebase/*'],
              message: 'Machines are pure.',
            },
            { group: ['**/src', '**/src/**'], message: 'Machines never import the app.' },
          ],
        },
      ],
    },
  },
);
