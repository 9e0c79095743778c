import { useEffect, useState } from 'react';

/**
 * A link as a QR code (a PNG data URL), drawn in the browser by the `qrcode` package, which loads with the first
 * code: nothing is sent anywhere to make it. Null until drawn (and for an empty text).
 */
export function useQrCode(text: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setImage(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return image;
}
