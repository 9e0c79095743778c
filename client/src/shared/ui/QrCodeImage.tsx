import classes from './QrCodeImage.module.css';

/** A QR code (a data URL from useQrCode) at 240 px, crisp; a grey square of the same size while it is drawn. */
export function QrCodeImage({ src, alt, testId }: { src: string | null; alt: string; testId: string }) {
  return src ? <img src={src} width={240} height={240} alt={alt} className={classes.code} data-testid={testId} /> : <div className={classes.placeholder} aria-hidden />;
}
