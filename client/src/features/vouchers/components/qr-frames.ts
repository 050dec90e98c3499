import jsQR from 'jsqr';

/** What the camera needs of the browser: a secure context's getUserMedia and a 2D canvas to read frames from. */
export function browserCanScan(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof document !== 'undefined';
}

/** The QR text in the video's current frame, or null. Frames are read at most 640 px wide: enough for a voucher held up to the camera. */
export function readQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const scale = Math.min(1, 640 / video.videoWidth);
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const frame = context.getImageData(0, 0, width, height);
  return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
