import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR code of an address, as an image's data URL (undefined while drawn, or with no address). */
export function useQrCode(url: string | null, width: number): string | undefined {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    if (!url) return setQr(undefined);
    let current = true;
    void QRCode.toDataURL(url, { margin: 1, width }).then((data) => current && setQr(data));
    return () => {
      current = false;
    };
  }, [url, width]);
  return qr;
}
