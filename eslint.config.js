import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Imports flow one way (DESIGN.md): these rules are the boundaries, enforced rather than remembered.
export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'src/routeTree.gen.ts', 'data/**', '.tmp/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    rules: restrict([{ group: ['**/server/**'], message: 'src/ never imports server/.' }]),
  },
  {
    files: ['src/machines/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['react', 'react-dom', '@xstate/react', 'ofetch', '**/ui/**', '**/routes/**'], message: 'Machines have no React and no I/O.' },
      { regex: '^\\.\\./services/(?!contract)', message: 'Machines import only services/contract.ts.' },
    ]),
  },
  {
    files: ['src/ui/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['**/services/*', '!**/services/contract*'], message: 'ui gets data and callbacks from routes, not services.' },
      { group: ['**/machines/**', '**/routes/**'], message: 'ui is thin: routes compose machines and ui.' },
    ]),
  },
  {
    files: ['src/embed/**'],
    rules: restrict([{ group: ['../*', '!./*'], message: 'The embed loader imports nothing from the app.' }]),
  },
  {
    files: ['server/**'],
    rules: restrict([
      { regex: '^(\\.\\./)+src/(?!services/contract)', message: 'server/ imports only src/services/contract.ts from src/.' },
    ]),
  },
);
