// bench:vouchers — issue 17's figures, printed as JSON: fulfil latency over HTTP (p50/p99), the 100-way race on one
// single-use code through two gateway processes, and QR decoding of noisy 640×480 frames by jsQR (the brief's choice)
// and by ZXing-C++ (zxing-wasm, the reader under barcode-detector, which the console uses since this comparison):
// time per frame and decode rate.
// Uses a fresh database of its own on the server at DATABASE_URL (default: the local test server), with the demo data.
const { readFileSync } = require('node:fs');
const jsQR = require('jsqr');
const { prepareZXingModule, readBarcodes } = require('zxing-wasm/reader');
const { startBenchGateways } = require('./bench-gateways');
const { createBenchDatabase, percentile, round } = require('./bench-database');
const { noisyQrFrames } = require('./qr-frames');

const FULFILS = 500;
const CONCURRENCY = 8;
const RACERS = 100;
const FRAMES = 200;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
};
const elapsed = (from) => Number(process.hrtime.bigint() - from) / 1e6;

async function httpFigures() {
  const db = await createBenchDatabase('vouchers');
  const gateways = [];
  try {
    gateways.push(...(await startBenchGateways(db.url, 2)));
    const signIn = await fetch(`${gateways[0].base}/login/do_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: 'demo', user_id: 'admin', password: 'covers-demo' }),
    }).then((r) => r.json());
    const rid = signIn.result.outlets[0].rid;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${signIn.result.access_token}` };
    const post = (path, body, gateway = 0) =>
      fetch(`${gateways[gateway].base}/voucher/${path}`, { method: 'POST', headers, body: JSON.stringify({ rid, ...body }) }).then((r) =>
        r.json(),
      );
    const kind = async (quota) =>
      (
        await post('add_config', {
          name: 'Bench',
          value_minor: 2500,
          vouchers_quota: quota,
          uses_per_voucher: 1,
          valid_from: day(-1),
          valid_to: day(30),
          rids: [rid],
        })
      ).result.kind.kind_id;

    const kindId = await kind(FULFILS);
    const codes = [];
    for (let i = 0; i < FULFILS; i += 250)
      codes.push(...(await post('issue', { kind_id: kindId, count: 250 })).result.vouchers.map((v) => v.code));
    const latencies = [];
    const codesLeft = [...codes];
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let code = codesLeft.pop(); code; code = codesLeft.pop()) {
          const sent = process.hrtime.bigint();
          const answer = await post('fulfill', { code }, worker % 2);
          if (answer.status.code !== 0) throw new Error(`fulfil refused: ${answer.status.msg}`);
          latencies.push(elapsed(sent));
        }
      }),
    );
    const fulfil = {
      requests: FULFILS,
      concurrency: CONCURRENCY,
      gateways: 2,
      ...summary(latencies),
      perSecond: round(FULFILS / (elapsed(started) / 1000), 1),
    };

    const [single] = (await post('issue', { kind_id: await kind(1), count: 1 })).result.vouchers;
    const raceStart = process.hrtime.bigint();
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => post('fulfill', { code: single.code }, i % 2)));
    const byCode = {};
    for (const answer of answers) byCode[answer.status.code] = (byCode[answer.status.code] ?? 0) + 1;
    const race = { racers: RACERS, gateways: 2, successes: byCode[0] ?? 0, refusalsByCode: byCode, wallMs: round(elapsed(raceStart)) };
    return { fulfil, race, qrText: single.qr };
  } finally {
    for (const gateway of gateways) await gateway.app.close();
    await db.drop();
  }
}

async function decodeFigures(text) {
  const frames = noisyQrFrames(text, FRAMES);
  prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) } });
  await readBarcodes(frames[0], { formats: ['QRCode'] }); // instantiates the WebAssembly module outside the timing
  const decoders = {
    // Without the inverted second pass, which only doubles the time of a frame with no code on a webcam.
    jsqr: async (frame) => jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null,
    // The console's settings (client/src/features/vouchers/components/qr-frames.ts).
    'zxing-wasm': async (frame) => (await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1 }))[0]?.text ?? null,
  };
  const out = {};
  for (const [name, decode] of Object.entries(decoders)) {
    const ms = [];
    let decoded = 0;
    for (const frame of frames) {
      const start = process.hrtime.bigint();
      const read = await decode(frame);
      ms.push(elapsed(start));
      if (read === text) decoded++;
    }
    out[name] = { frames: FRAMES, decodeRate: round(decoded / FRAMES, 3), msPerFrame: summary(ms) };
  }
  return { frameSize: '640x480', ...out };
}

async function main() {
  const { fulfil, race, qrText } = await httpFigures();
  const qr = await decodeFigures(qrText);
  console.log(JSON.stringify({ bench: 'vouchers', fulfil, race, qr }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
