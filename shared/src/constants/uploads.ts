export const QUEUE_BACKGROUND_UPLOAD = {
  maxBytes: 3 * 1024 * 1024,
  width: 2048,
  height: 2732,
  mimeTypes: ['image/jpeg', 'image/png'],
} as const;
export const CSV_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PAYMENT_MODES = ['Charge Card Upfront', 'Authorisation Hold'] as const;
