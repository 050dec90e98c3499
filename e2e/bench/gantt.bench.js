/* global window */
// bench:reservations, Gantt part — the console's GanttCanvas in headless Chromium with 1,000 bars over 100
// tables: first render (target < 500 ms) and, panning for 10 s, p95 main-thread work per frame (target
// < 16.7 ms), printed as JSON. Builds e2e/perf/gantt-bench.html with Vite into a temporary folder and serves it.
const { chromium } = require('@playwright/test');
const { createServer } = require('node:http');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { extname, join } = require('node:path');

const root = join(__dirname, '..', '..');
const PAN_SECONDS = 10;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(2);
};

async function buildPage(outDir) {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const shared = join(root, 'shared', 'src');
  await build({
    configFile: false,
    logLevel: 'error',
    root: join(__dirname, '..', 'perf'),
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^@covers\/shared$/, replacement: `${shared}/index.ts` },
        { find: /^@covers\/shared\/(.*)$/, replacement: `${shared}/$1` },
      ],
    },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(__dirname, '..', 'perf', 'gantt-bench.html') } },
  });
}

function serve(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'gantt-bench.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'covers-gantt-bench-'));
  let server;
  let browser;
  try {
    await buildPage(dir);
    server = await serve(dir);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.ganttBench !== undefined);
    const firstRenderMs = await page.evaluate(() => window.ganttBench.firstRenderMs);
    const setup = await page.evaluate(() => ({ bars: window.ganttBench.bars, tables: window.ganttBench.tables }));
    const pan = await page.evaluate((seconds) => window.ganttBench.pan(seconds), PAN_SECONDS);
    const result = {
      benchmark: 'gantt',
      browser: `headless Chromium ${browser.version()}`,
      ...setup,
      firstRender: { ms: +firstRenderMs.toFixed(1), targetMs: 500, met: firstRenderMs < 500 },
      panning: {
        seconds: PAN_SECONDS,
        frames: pan.frames,
        frameWorkMs: {
          p50: percentile(pan.work, 50),
          p95: percentile(pan.work, 95),
          p99: percentile(pan.work, 99),
          max: percentile(pan.work, 100),
        },
        frameIntervalMs: { p50: percentile(pan.intervals, 50), p95: percentile(pan.intervals, 95) },
        targetP95Ms: 16.7,
        met: percentile(pan.work, 95) < 16.7,
      },
      note: 'frameWorkMs: main-thread time per pan step (pan handler, React commit when bars enter the view, Konva draw); frameIntervalMs: time between animation frames',
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
