/** Unit and component tests (jest + Testing Library), set up as in Gatsby's unit-testing guide. */
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|svg|png|jpg|webp|avif|woff2?)$': '<rootDir>/__mocks__/file-mock.js',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>/public', '<rootDir>/e2e'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
