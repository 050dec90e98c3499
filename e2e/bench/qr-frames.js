// Noisy 640×480 webcam-like frames of a QR code, RGBA, from a seeded generator: the same set for every decoder.
const QRCode = require('qrcode');

const WIDTH = 640;
const HEIGHT = 480;

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A gaussian sample (Box-Muller). */
const gaussian = (rand) => Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());

/**
 * `count` frames of `text`'s QR code: 3-7 px modules, anywhere in view, turned up to ±25°, washed-out contrast,
 * uneven light and sensor noise (sigma 15-45 grey levels): what a held-up phone or print-out gives a laptop camera.
 */
function noisyQrFrames(text, count, seed = 17) {
  const rand = random(seed);
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size + 8; // with the quiet zone
  const frames = [];
  for (let f = 0; f < count; f++) {
    const module = 3 + rand() * 4;
    const side = size * module;
    const angle = ((rand() - 0.5) * 50 * Math.PI) / 180;
    const cx = side / 2 + rand() * Math.max(1, WIDTH - side);
    const cy = side / 2 + rand() * Math.max(1, HEIGHT - side);
    const dark = 30 + rand() * 70;
    const light = 150 + rand() * 90;
    const sigma = 15 + rand() * 30;
    const lightSlope = (rand() - 0.5) * 0.25;
    const [cos, sin] = [Math.cos(-angle), Math.sin(-angle)];
    const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const dx = x - cx;
        const dy = y - cy;
        const u = (dx * cos - dy * sin + side / 2) / module - 4;
        const v = (dx * sin + dy * cos + side / 2) / module - 4;
        const col = Math.floor(u);
        const row = Math.floor(v);
        const inCode = row >= 0 && col >= 0 && row < qr.modules.size && col < qr.modules.size;
        const base = inCode && qr.modules.get(row, col) ? dark : light;
        const lit = base * (1 + lightSlope * ((x - WIDTH / 2) / WIDTH));
        const value = lit + gaussian(rand) * sigma;
        const i = (y * WIDTH + x) * 4;
        data[i] = value;
        data[i + 1] = value;
        data[i + 2] = value;
        data[i + 3] = 255;
      }
    frames.push({ data, width: WIDTH, height: HEIGHT });
  }
  return frames;
}

module.exports = { noisyQrFrames };
