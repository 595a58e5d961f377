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
    files: ['src/contract/**'],
    rules: restrict([{ group: ['../*', '!./*'], message: 'The contract and the texts import nothing from the app: every layer and the server import them.' }]),
  },
  {
    files: ['src/machines/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['react', 'react-dom', '@xstate/react', 'ofetch', '**/ui/**', '**/routes/**', '**/services/**'], message: 'Machines have no React and no I/O: they import only xstate and the contract.' },
    ]),
  },
  {
    files: ['src/services/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['**/machines/**', '**/ui/**', '**/routes/**'], message: 'services are the outside world; the routes wire them to the machines (routes/-wiring).' },
    ]),
  },
  {
    files: ['src/ui/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['**/services/**'], message: 'ui gets data and callbacks from routes, not services.' },
      { group: ['**/machines/**', '**/routes/**'], message: 'ui is thin: routes compose machines and ui.' },
    ]),
  },
  {
    files: ['src/ui/chat/**', 'src/ui/operator/**', 'src/ui/content-page/**', 'src/ui/pages/**'],
    ignores: [],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['**/services/**'], message: 'ui gets data and callbacks from routes, not services.' },
      { group: ['**/machines/**', '**/routes/**'], message: 'ui is thin: routes compose machines and ui.' },
      { group: ['../operator/*'], message: 'Feature folders import only shared/ (and content-page/ for citations), not each other.' },
    ]),
  },
  {
    files: ['src/ui/shared/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'src/ never imports server/.' },
      { group: ['**/services/**', '**/machines/**', '**/routes/**'], message: 'ui is thin: routes compose machines and ui.' },
      { group: ['../chat/*', '../operator/*', '../content-page/*', '../pages/*'], message: 'ui/shared imports no feature folder.' },
    ]),
  },
  {
    files: ['src/embed/**'],
    rules: restrict([{ group: ['../*', '!./*'], message: 'The embed loader imports nothing from the app.' }]),
  },
  {
    files: ['server/**'],
    rules: restrict([
      { regex: '^(\\.\\./)+src/(?!contract/)', message: 'server/ imports only src/contract/ from src/.' },
    ]),
  },
);
