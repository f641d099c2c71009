/**
 * Three kinds of jest tests, one folder each (see docs/testing.md):
 *  - unit: components, pages, content validation, server logic (jsdom), set up as in Gatsby's
 *    unit-testing guide. Fast: no build needed. `npm run test:unit`.
 *  - http: the contact endpoint and the build output over HTTP, against the built site served
 *    by `gatsby serve` on a free port each test file chose. `npm run test:http` (build first).
 *  - builds: real `gatsby build`s of a copy of the project that must fail, and how.
 *    `npm run test:builds`.
 */
const transform = { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' };

module.exports = {
  // A bound on a test that hangs, not a speed target: typing into jsdom on a shared 2-core machine
  // under load takes seconds. (`npm run test:http` sets its own.)
  testTimeout: 20_000,
  // One worker per core: jest's default leaves one core free, which on this 2-core machine means
  // one test file at a time. (`npm run test:http` and `test:builds` run in band.)
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      transform,
      moduleNameMapper: {
        '.+\\.(css|svg|png|jpg|webp|avif|woff2?)$': '<rootDir>/__mocks__/file-mock.js',
        // jsdom asks for the browser build of `yaml`, an ES module: the Node build is the same code.
        '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
      },
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)'],
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      globals: { __PATH_PREFIX__: '' },
      setupFiles: ['<rootDir>/loadershim.js'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'http',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/__tests__/http/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/http-setup.ts'],
    },
    {
      displayName: 'builds',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/__tests__/builds/**/*.test.ts'],
    },
  ],
};
