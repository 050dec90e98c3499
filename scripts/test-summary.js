// Prints one closing line for the whole suite, from Jest's and Playwright's JSON reports.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = join(__dirname, '..', 'test-results');
let passed = 0;
let failed = 0;
let skipped = 0;

const jestFile = join(dir, 'jest.json');
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  skipped += jest.numPendingTests + jest.numTodoTests;
}
const playwrightFile = join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
