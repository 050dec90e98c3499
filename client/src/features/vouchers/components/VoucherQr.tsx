import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A voucher's QR code (its signed text) as an image, for handing out or printing. */
export function VoucherQr({ text, size = 160 }: { text: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? <img src={src} width={size} height={size} alt={text} data-testid="voucher-qr" /> : null;
}
