// npm run bench:client — gzipped JavaScript the browser loads for /signIn and for / after sign-in,
// per chunk, measured in Chromium against the built gateway serving the built console. Prints JSON.
const { chromium } = require('@playwright/test');
const { spawn, execFileSync } = require('node:child_process');
const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const root = join(__dirname, '..', '..');
const assets = join(root, 'client', 'dist', 'assets');
const TARGET_FIRST_SCREEN_BYTES = 250 * 1024;

const gzipped = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const port = execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const base = `http://localhost:${port}`;

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('gateway did not start');
}

function summary(files) {
  const chunks = [...files].sort().map((file) => ({ file, gzipBytes: gzipped(file) }));
  return { gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks };
}

async function main() {
  const server = spawn(process.execPath, [join(__dirname, '..', 'support', 'start-gateway.cjs')], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await browser.newPage();
    let loaded = new Set();
    page.on('response', (response) => {
      const match = new URL(response.url()).pathname.match(/^\/assets\/(.+\.js)$/);
      if (match) loaded.add(match[1]);
    });
    await page.goto(`${base}/signIn`, { waitUntil: 'networkidle' });
    const signIn = summary(loaded);
    loaded = new Set();
    await page.getByLabel('Company ID (optional)').fill('demo');
    await page.getByLabel('User ID').fill('admin');
    await page.getByLabel('Password').fill('covers-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('layout-desktop').waitFor();
    await page.waitForLoadState('networkidle');
    const afterSignIn = summary(loaded);
    const mainTotal = signIn.gzipBytes + afterSignIn.gzipBytes;
    await browser.close();
    const allChunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    console.log(
      JSON.stringify(
        {
          benchmark: 'client',
          unit: 'bytes (gzip -9)',
          firstScreen: { path: '/signIn', ...signIn },
          mainAfterSignIn: { path: '/', addedGzipBytes: afterSignIn.gzipBytes, totalGzipBytes: mainTotal, chunks: afterSignIn.chunks },
          target: { firstScreenBelowBytes: TARGET_FIRST_SCREEN_BYTES, met: signIn.gzipBytes < TARGET_FIRST_SCREEN_BYTES },
          routeChunks: summary(allChunks).chunks,
        },
        null,
        2,
      ),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
