import { Alert, Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCanScan, readQr } from './qr-frames';

interface QrScannerProps {
  /** The QR text read: the scanner has stopped the camera. */
  onRead: (text: string) => void;
  onClose: () => void;
}

/** How often a frame is read: ~8 a second keeps a phone cool and still reads a code held still within a moment. */
const READ_EVERY_MS = 120;

/**
 * The webcam's picture with a QR reader on it (ZXing-C++ in WebAssembly, see qr-frames.ts). No camera, a refused permission or a browser without
 * getUserMedia all end in spec §8's "Browser cannot support QR scanning".
 */
export function QrScanner({ onRead, onClose }: QrScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(!browserCanScan());
  // The camera starts once per scanner: a new callback from a re-render must not restart it.
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    if (unsupported) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        let reading = false;
        timer = window.setInterval(() => {
          if (reading || !video.current) return; // a frame still being read: skip this tick
          reading = true;
          readQr(video.current, canvas)
            .then((text) => {
              if (text && !stopped) {
                stop();
                read.current(text);
              }
            })
            .catch(() => setUnsupported(true))
            .finally(() => {
              reading = false;
            });
        }, READ_EVERY_MS);
      })
      .catch(() => setUnsupported(true));
    return stop;
  }, [unsupported]);

  if (unsupported)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('vouchersUi.noQrSupport')}
        action={<Button onClick={onClose}>{t('vouchersUi.stopScan')}</Button>}
        data-testid="qr-unsupported"
      />
    );
  return (
    <Space direction="vertical" className="voucher-scanner" data-testid="qr-scanner">
      <video ref={video} className="voucher-scanner-video" muted playsInline />
      <Typography.Text type="secondary">{t('vouchersUi.scanning')}</Typography.Text>
      <Button onClick={onClose}>{t('vouchersUi.stopScan')}</Button>
    </Space>
  );
}
