// npm run bench:client — what the browser receives over the network for /signIn and for / after sign-in,
// measured in Chromium (DevTools protocol: Network.loadingFinished's encodedDataLength, the bytes on the wire
// with headers, as the DevTools "Transferred" column shows) against the built gateway serving the built
// console; and the time from pressing Sign In to the first row of the reservation list. Prints JSON.
const { chromium } = require('@playwright/test');
const { spawn, execFileSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const TARGET_FIRST_SCREEN_JS_BYTES = 250 * 1024;
/** Fresh browser contexts (empty cache) timed from Sign In to the list. */
const RUNS = 5;

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

/** Every response the page receives, with its bytes on the wire, from the DevTools protocol. */
async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  let finished = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    pending.set(requestId, {
      url: response.url,
      type,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = pending.get(requestId);
    if (response) finished.push({ ...response, transferredBytes: encodedDataLength });
  });
  return {
    /** The responses finished since the last call. */
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}

const sum = (responses) => responses.reduce((total, response) => total + response.transferredBytes, 0);

function summary(responses) {
  const scripts = responses.filter((response) => response.type === 'Script');
  return {
    transferredBytes: {
      javascript: sum(scripts),
      css: sum(responses.filter((response) => response.type === 'Stylesheet')),
      document: sum(responses.filter((response) => response.type === 'Document')),
      api: sum(responses.filter((response) => new URL(response.url).pathname.startsWith('/api/'))),
      total: sum(responses),
    },
    requests: responses.length,
    scripts: scripts
      .map((response) => ({
        file: new URL(response.url).pathname,
        encoding: response.encoding,
        transferredBytes: response.transferredBytes,
      }))
      .sort((a, b) => b.transferredBytes - a.transferredBytes),
  };
}

async function signIn(page) {
  await page.getByLabel('Company ID (optional)').fill('demo');
  await page.getByLabel('User ID').fill('admin');
  await page.getByLabel('Password').fill('covers-demo');
  const pressed = performance.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByTestId('reservation-row').first().waitFor();
  return performance.now() - pressed;
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
    let firstScreen;
    let main;
    const signInToListMs = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const network = await recordNetwork(page);
      await page.goto(`${base}/signIn`, { waitUntil: 'networkidle' });
      const signInResponses = network.take();
      signInToListMs.push(await signIn(page));
      await page.waitForLoadState('networkidle');
      if (run === 0) {
        firstScreen = summary(signInResponses);
        main = summary(network.take());
      }
      await context.close();
    }
    await browser.close();
    const sorted = [...signInToListMs].sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          benchmark: 'client',
          unit: 'bytes on the wire (CDP encodedDataLength: compressed body and headers), milliseconds',
          firstScreen: { path: '/signIn', ...firstScreen },
          mainAfterSignIn: {
            path: '/',
            ...main,
            javascriptWithFirstScreen: firstScreen.transferredBytes.javascript + main.transferredBytes.javascript,
          },
          signInToList: {
            runs: RUNS,
            medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
            minMs: Math.round(sorted[0]),
            maxMs: Math.round(sorted[sorted.length - 1]),
          },
          target: {
            firstScreenJavaScriptBelowBytes: TARGET_FIRST_SCREEN_JS_BYTES,
            met: firstScreen.transferredBytes.javascript < TARGET_FIRST_SCREEN_JS_BYTES,
          },
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
