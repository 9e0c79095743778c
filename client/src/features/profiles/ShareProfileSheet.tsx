import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { ShareLinkButtons } from '../../shared/ui/ShareLinkButtons';
import { useQrCode } from '../../shared/ui/use-qr-code';
import { QrCodeImage } from '../../shared/ui/QrCodeImage';
import classes from './ShareProfileSheet.module.css';

/**
 * The share sheet of ShareProfileButton: the link (Web Share where the browser has it, else copy) and its QR code.
 * Its own chunk, loaded when someone first asks to share: a visitor who only reads the profile does not download
 * the dialog, its focus trap and the QR encoder (the page's first screen, docs/public-pages.md).
 */
export default function ShareProfileSheet({ name, path, opened, onClose }: { name: string; path: string; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Share ${name}`} closeButtonProps={{ 'aria-label': 'Close' }} centered>
      {opened ? <ShareProfile name={name} url={`${window.location.origin}${path}`} /> : null}
    </Modal>
  );
}

function ShareProfile({ name, url }: { name: string; url: string }) {
  const qr = useQrCode(url);
  return (
    <Stack gap="sm" align="center">
      <QrCodeImage src={qr} alt={`QR code of ${name}’s profile link`} testId="profile-qr" />
      <Text size="sm" ta="center" className={classes.link} data-testid="profile-link">
        {url}
      </Text>
      <ShareLinkButtons url={url} title={`${name} on oDance`} />
      <Group gap="md" justify="center" className={classes.printHidden}>
        {qr ? (
          <Anchor href={qr} download={`${fileNameOf(name)}-odance-qr.png`} size="sm">
            <IconDownload size={16} aria-hidden className={classes.inlineIcon} />
            Download the code
          </Anchor>
        ) : null}
        <Anchor component="button" type="button" size="sm" onClick={() => window.print()}>
          <IconPrinter size={16} aria-hidden className={classes.inlineIcon} />
          Print
        </Anchor>
      </Group>
    </Stack>
  );
}

/** A file name from a display name: letters and digits, the rest as dashes. */
function fileNameOf(name: string): string {
  return name.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'profile';
}
