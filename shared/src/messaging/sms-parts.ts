/** GSM 03.38's basic set: an SMS of only these characters is GSM-7 encoded. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each counts as two characters (an escape and the character). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsParts {
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them (GSM-7 extension characters twice, UCS-2 in UTF-16 units). */
  length: number;
  parts: number;
  /** Characters one part holds: 160 / 70 for a single part, 153 / 67 each when split. */
  perPart: number;
}

/** How a text goes out by SMS: its encoding and how many parts it takes (Chinese and Thai texts are UCS-2). */
export function smsParts(text: string): SmsParts {
  const gsm = [...text].every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  const length = gsm ? [...text].reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0) : text.length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', length, parts, perPart: parts > 1 ? multi : single };
}
