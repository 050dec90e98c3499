import { normaliseVoucherCode, VOUCHER_CODE_PATTERN, VOUCHER_QR_PREFIX } from '@covers/shared';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sealingKey } from '../access';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

/** A fresh code: 12 symbols of 5 random bits each (60 bits), so guessing one of even a million issued codes takes ~10^12 tries. */
export function drawVoucherCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}

/** The key QR codes are signed with: from the configured secret, for this purpose only. */
export const voucherQrKey = (secret: string): Buffer => sealingKey('voucher-qr', secret);

const signature = (key: Buffer, groupUid: string, code: string) =>
  createHmac('sha256', key).update(`${groupUid}:${code}`).digest().subarray(0, 16).toString('base64url');

/** A QR code's text: the code in the clear (a scanner shows it) and its signature for the group, `cv1:<code>:<signature>`. */
export const voucherQrText = (key: Buffer, groupUid: string, code: string): string =>
  `${VOUCHER_QR_PREFIX}${code}:${signature(key, groupUid, code)}`;

/**
 * The code a typed code or a scanned QR text names, or null when it can name none: a QR text must carry a
 * signature of this group's, so a scanned code and a typed one resolve alike and a forged QR resolves to nothing.
 */
export function voucherCodeOf(key: Buffer, groupUid: string, typedOrScanned: string): string | null {
  const text = typedOrScanned.trim();
  if (text.toLowerCase().startsWith(VOUCHER_QR_PREFIX)) {
    const [code, signed, ...rest] = text.slice(VOUCHER_QR_PREFIX.length).split(':');
    if (!code || !signed || rest.length > 0 || !VOUCHER_CODE_PATTERN.test(code)) return null;
    const expected = Buffer.from(signature(key, groupUid, code));
    const given = Buffer.from(signed);
    return given.length === expected.length && timingSafeEqual(given, expected) ? code : null;
  }
  const code = normaliseVoucherCode(text);
  return VOUCHER_CODE_PATTERN.test(code) ? code : null;
}
