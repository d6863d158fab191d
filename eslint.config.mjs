// Lint rules run by `npm test`: TypeScript's recommended rules and React's
// rules of hooks for the console; the recommended JavaScript rules for the
// backend, the host server, the bench and the tests.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const unused = ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tests/artifacts/**', 'tests/official/.cache/**', '**/*.d.ts'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    // The rules of hooks and complete effect dependencies (functions from useEffectEvent need none); the
    // plugin's React Compiler rules are left out: the console is not compiled by it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', '@typescript-eslint/no-unused-vars': unused },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-unused-vars': unused },
  },
  // chai's assertions are properties: `expect(x).to.be.true`.
  { files: ['tests/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
);
