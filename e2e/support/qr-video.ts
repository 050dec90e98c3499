import QRCode from 'qrcode';
import { writeFileSync } from 'node:fs';

const WIDTH = 640;
const HEIGHT = 480;
const WHITE = 235;
const BLACK = 16;

/**
 * A Y4M video (4:2:0, 640×480) of a QR code centred on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which plays it in a loop.
 */
export function writeQrVideo(path: string, text: string, frames = 10): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(360 / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(BLACK, (top + row * scale + y) * WIDTH + left + col * scale, (top + row * scale + y) * WIDTH + left + (col + 1) * scale);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
}
