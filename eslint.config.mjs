import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Globals Node has and browsers do not. */
const NODE_ONLY_GLOBALS = Object.keys(globals.node).filter((name) => !(name in globals.browser));

/** Test code stays out of what runs: scripts and the site may not import __tests__/. */
const NO_TEST_CODE = {
  group: ['**/__tests__/**'],
  message:
    'Scripts and site code must not import test code; shared code lives in scripts/lib or src/.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.netlify/',
      '.cache/',
      'coverage/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // Type-aware: the rules below need the types (a promise nobody awaits, an async handler).
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: { react: { version: '18' } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No import cycles anywhere.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Browser code (what pages ship, and the editor) has the browser's globals only: Node's
    // `process`, `Buffer`, `require`, ... do not exist there.
    files: [
      'src/{components,sections,pages,hooks,lib,styles,views,islands,cms}/**/*.{ts,tsx}',
      'gatsby-browser.tsx',
    ],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...NODE_ONLY_GLOBALS] },
  },
  {
    // Gatsby puts the value of each GATSBY_* variable in the editor's bundle at build time.
    files: ['src/cms/cms.ts'],
    rules: {
      'no-restricted-globals': ['error', ...NODE_ONLY_GLOBALS.filter((name) => name !== 'process')],
    },
  },
  {
    // Programs and site code never import test code (tests may import them).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'netlify/**/*.mts', 'gatsby-*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_TEST_CODE] }],
    },
  },
  {
    // Browser code (what pages ship) never imports build-time or server code: src/build runs in
    // Gatsby's build only, src/server in the contact function only. Types are fine.
    files: [
      'src/{components,sections,pages,hooks,lib,styles,views,islands}/**/*.{ts,tsx}',
      'gatsby-browser.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/build/*', '**/server/*'],
              allowTypeImports: true,
              message:
                'Browser code must not import src/build (build time only) or src/server (the contact function only).',
            },
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    files: ['__tests__/**/*', 'scripts/**/*'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Component and page tests run in jsdom, a browser.
    files: ['__tests__/unit/**/*.tsx', 'jest.setup.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
  },
);
