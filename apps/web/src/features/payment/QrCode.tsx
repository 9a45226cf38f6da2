import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import QRCode from 'qrcode';

/** A QR code of `text` (WeChat Native's code_url), drawn in the browser. */
export function QrCode({ text, size = 220 }: { text: string; size?: number }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { width: size, margin: 1 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? (
    <img src={src} width={size} height={size} alt="微信扫码支付" data-testid="pay-qr" />
  ) : (
    <Skeleton.Image active style={{ width: size, height: size }} />
  );
}
