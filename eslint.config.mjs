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

/**
 * The folders of src/ whose code public pages ship: Gatsby renders it to HTML at build time, and
 * the islands' scripts and `gatsby develop` run it in the browser.
 */
const PUBLIC_PAGE_FOLDERS = [
  'components',
  'sections',
  'views',
  'pages',
  'hooks',
  'lib',
  'styles',
  'islands',
];

/** The content model's modules that read content/ from disk, in Node (the build and scripts). */
const NODE_ONLY_CONTENT_MODEL = [
  'src/content-model/content-dir.ts',
  'src/content-model/validate-content.ts',
];

/**
 * Each folder of src/ and the folders it may import: the layers, from the ground up. The content
 * model and the styles stand on nothing; the pages stand on views, sections, components; the editor
 * on the views it previews; the contact function (server, api) and the build's own code
 * (site-files, bundling) on what they need of the rest.
 */
const LAYERS = {
  'content-model': [],
  styles: [],
  lib: ['content-model'],
  islands: ['content-model', 'styles'],
  hooks: ['content-model', 'lib'],
  components: ['content-model', 'styles', 'lib', 'hooks', 'islands'],
  sections: ['content-model', 'styles', 'lib', 'hooks', 'islands', 'components'],
  views: ['content-model', 'styles', 'lib', 'hooks', 'islands', 'components', 'sections'],
  pages: ['content-model', 'styles', 'lib', 'hooks', 'islands', 'components', 'sections', 'views'],
  server: ['content-model', 'lib'],
  api: ['content-model', 'lib', 'server'],
  bundling: ['islands'],
  // site-files reads built pages, islands' markup among them (translated-words.ts).
  'site-files': ['content-model', 'lib', 'bundling', 'islands'],
  cms: ['content-model', 'styles', 'lib', 'hooks', 'components', 'sections', 'views', 'server'],
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
    settings: { react: { version: '19' } },
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
    // Code that runs in a browser has the browser's globals only: Node's `process`, `Buffer`,
    // `require`, ... do not exist there. That is what public pages ship (and what `gatsby develop`
    // runs), the editor, and the content model's modules the editor runs.
    files: [
      `src/{${PUBLIC_PAGE_FOLDERS.join(',')}}/**/*.{ts,tsx}`,
      'src/cms/**/*.{ts,tsx}',
      'src/content-model/**/*.ts',
      'gatsby-browser.tsx',
    ],
    ignores: NODE_ONLY_CONTENT_MODEL,
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
    // Each folder of src/ imports only the folders below it (LAYERS): no folder imports one above
    // it, and no two folders import each other. Type imports count too.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: Object.entries(LAYERS).map(([folder, below]) => ({
            target: `./src/${folder}`,
            from: './src',
            except: [folder, ...below, 'gatsby-types.d.ts'].map((name) => `./${name}`),
            message: `src/${folder} may import only ${below.length > 0 ? below.map((name) => `src/${name}`).join(', ') : 'its own files'} (the layers in eslint.config.mjs).`,
          })),
        },
      ],
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
    // What public pages ship runs without zod, the YAML parser or Node: from the content model it
    // takes types, the modules that are plain data or plain words (the specification's words, the
    // social networks, how facts are written, the languages' codes), and two of plain functions the schema shares with
    // the pages (Lagos times, which area of the coverage list a name means). Build, server and
    // editor code it never imports.
    files: [`src/{${PUBLIC_PAGE_FOLDERS.join(',')}}/**/*.{ts,tsx}`, 'gatsby-browser.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/content-model/*',
                '!**/content-model/spec-text',
                '!**/content-model/social',
                '!**/content-model/fact-formats',
                '!**/content-model/lagos-time',
                '!**/content-model/coverage-areas',
                '!**/content-model/coverage-slots',
                '!**/content-model/languages',
                '**/site-files/*',
                '**/bundling/*',
                '**/server/*',
                '**/cms/*',
              ],
              allowTypeImports: true,
              message:
                'Public pages ship this code to every visitor: take types from here, and data as props or through GraphQL.',
            },
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
  {
    // The content model runs in the build and in the editor's browser bundle alike; only the
    // modules that read content/ from disk (NODE_ONLY_CONTENT_MODEL) use Node.
    files: ['src/content-model/**/*.ts'],
    ignores: NODE_ONLY_CONTENT_MODEL,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/content-dir', '**/validate-content'],
              message:
                'The editor runs this module in the browser: reading files belongs in validate-content.ts.',
            },
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
  {
    // The editor runs in the browser: it reads content through Decap, not from disk.
    files: ['src/cms/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                '**/content-model/content-dir',
                '**/content-model/validate-content',
              ],
              message: 'The editor runs in the browser: it reads content through Decap.',
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
