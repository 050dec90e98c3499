import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { E2E_JWT_SECRET } from './support/e2e-env';

const root = join(__dirname, '..');

// One free port per run, chosen in the runner and inherited by the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests',
  // Runs started side by side (several people on one machine) can keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  // A test's whole budget: the longest flows (an access type, a user and their sign-in, in two languages) took up to
  // 2.2 min on a busy 2-core runner. Waits end as soon as their condition holds, so a passing test is not slower for it.
  timeout: 240_000,
  // Generous: the machine running the suite may be busy; a wait ends as soon as its condition holds.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: join(root, 'test-results', 'playwright.json') }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 860 } } }],
  webServer: {
    // The built gateway serving the built console, on a fresh database with the demo group seeded.
    command: 'node e2e/support/start-gateway.cjs',
    cwd: root,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'test',
    },
  },
});
