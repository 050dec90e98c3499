import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The reader's WebAssembly is served with the console, never fetched from a CDN.
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasm : prefix + path) } });

/** What the camera needs of the browser: a secure context's getUserMedia, WebAssembly, and a 2D canvas to read frames from. */
export function browserCanScan(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof WebAssembly === 'object' &&
    typeof document !== 'undefined'
  );
}

/**
 * The QR text in the video's current frame, or null. ZXing-C++ (zxing-wasm), not jsQR: on noisy 640×480 webcam
 * frames it read 66% of them at ~9 ms a frame where jsQR read 8% at ~790 ms (`npm run bench:vouchers`). Frames are
 * read at most 640 px wide: enough for a voucher held up to the camera.
 */
export async function readQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const scale = Math.min(1, 640 / video.videoWidth);
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const [found] = await readBarcodes(context.getImageData(0, 0, width, height), { formats: ['QRCode'], maxNumberOfSymbols: 1 });
  return found?.text ?? null;
}
