import { useEffect, useState } from 'react';

/**
 * The receive code as SVG (a data URL to download), drawn by the same `qrcode` package as the PNG
 * (shared/ui/use-qr-code.ts) with the same margin and error correction: a print shop's vector file. Null until drawn.
 */
export function useQrSvg(text: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((markup) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

/** "odance-pay-ana-nunez-25": the downloaded file's name, ASCII, without what a file system refuses. */
export function qrFileName(name: string, amount: number | null): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return ['odance-pay', slug || null, amount ? String(amount) : null].filter(Boolean).join('-');
}
