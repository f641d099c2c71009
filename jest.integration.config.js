/** HTTP tests against the built site served by `gatsby serve` (run `npm run build` first). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/integration/**/*.test.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
