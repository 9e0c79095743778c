import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconShare } from '@tabler/icons-react';
import { ShareLinkButtons } from '../../shared/ui/ShareLinkButtons';
import { useQrCode } from '../../shared/ui/use-qr-code';
import classes from './ShareProfileButton.module.css';

/**
 * Share on a public profile (README "Public pages"): the link to send (Web Share where the browser has it, else
 * copy) and its QR code to print for an event or a studio's door. Shared links preview with the profile's name
 * and picture (the server writes them into the page's head).
 */
export function ShareProfileButton({ name, path }: { name: string; path: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Share ${name}`} closeButtonProps={{ 'aria-label': 'Close' }} centered>
        {open ? <ShareProfile name={name} url={`${window.location.origin}${path}`} /> : null}
      </Modal>
    </>
  );
}

function ShareProfile({ name, url }: { name: string; url: string }) {
  const qr = useQrCode(url);
  return (
    <Stack gap="sm" align="center" className={classes.sheet}>
      {qr ? <img src={qr} width={240} height={240} alt={`QR code of ${name}’s profile link`} className={classes.code} data-testid="profile-qr" /> : <div className={classes.placeholder} aria-hidden />}
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
