/** Unit and component tests in jsdom; ESM-only packages (react-intl, formatjs) are compiled too. */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': 'babel-jest' },
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  // The compiled catalogues of the bundle (scripts/messages-loader.cjs) are the plain ones here.
  moduleNameMapper: { '^@/messages/([\\w-]+)\\.json\\?.*$': '<rootDir>/src/messages/$1.json', '^@/(.*)$': '<rootDir>/src/$1' },
  // A test's own limit (5 s by default) is too short for MUI screens in jsdom on a busy 2-core machine.
  testTimeout: 30_000,
  // Jest takes one worker fewer than the cores: on two cores that is one, and the suite runs at half speed.
  maxWorkers: 2,
  clearMocks: true,
  restoreMocks: true,
};
