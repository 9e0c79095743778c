import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useCurrentUser } from '../../shared/auth/current-user';
import { fullName } from '@odance/contract/accounts';
import { ShareLinkButtons } from '../../shared/ui/ShareLinkButtons';
import { useQrCode } from '../../shared/ui/use-qr-code';
import { messageTooLong } from '../../shared/money/money';
import { receiveLink } from '../../shared/send-odance/receive-link';
import { QrCodeImage } from '../../shared/ui/QrCodeImage';
import { qrFileName, useQrSvg } from './qr-downloads';
import classes from './ReceivePage.module.css';

/**
 * /dashboard/odance/receive: the viewer's QR code for getting paid at a class or an event (README "Live updates").
 * It carries the receive link with the payee's name, and an amount and a message if given; whoever scans it (or opens
 * the link) gets the transfer form filled in, headed with whom they pay, and still confirms. The code is drawn here,
 * by the `qrcode` package: nothing is sent anywhere to make it. The link itself is not shown (a long encoded address
 * reads as noise): a label says what it does, and it can be copied, shared, downloaded as PNG or SVG, or printed.
 */
export default function ReceivePage() {
  useDocumentTitle('Receive oDance · oDance');
  const { user } = useCurrentUser();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  // What was typed stays as typed: anything but a whole number above zero is an error, not a rewrite.
  const amountError = amount.trim() === '' || /^[1-9][0-9]{0,14}$/.test(amount.trim()) ? null : 'Enter a whole number of oDance, or leave it empty.';
  const messageError = messageTooLong(message, 'message');
  // The code follows the fields once typing pauses (a string, so the debounce compares by value).
  const [settled] = useDebouncedValue(JSON.stringify({ amount: amountError ? null : Number(amount.trim()) || null, message: messageError ? null : message.trim() || null }), 250);
  const request = JSON.parse(settled) as { amount: number | null; message: string | null };
  const name = user ? fullName(user) : '';
  const link = user ? receiveLink(window.location.origin, { to: user.id, name, ...request }) : '';
  const qr = useQrCode(link);
  const svg = useQrSvg(link);
  const label = `oDance: pay ${name}`;
  const file = qrFileName(name, request.amount);

  return (
    <Stack gap="lg" py="md" maw={760} className={classes.page}>
      <Stack gap={4} className={classes.screenOnly}>
        <Title order={1}>Receive oDance</Title>
        <Text c="dimmed">Show this code to whoever pays you: their phone opens the transfer to you, filled in. They still confirm it.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receive-details" className={classes.screenOnly}>
          <Title order={2} size="h4" id="receive-details" mb="md">
            What to ask for
          </Title>
          <Stack gap="md">
            <TextInput
              label="Amount of oDance"
              description="Optional: leave empty to let them choose."
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={amountError}
            />
            <TextInput label="Message" description="Optional, e.g. “Salsa class, 24 Nov”." value={message} onChange={(event) => setMessage(event.currentTarget.value)} error={messageError} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receive-code" className={classes.card}>
          <Stack gap="sm" align="center">
            <Title order={2} size="h4" id="receive-code" ta="center" className={classes.screenOnly}>
              Your code
            </Title>
            <QrCodeImage src={qr} alt={`QR code: ${label}${request.amount ? `, ${request.amount} oDance` : ''}`} testId="receive-qr" />
            <Stack gap={2} align="center">
              <Text fw={700} ta="center" className={classes.label} data-testid="receive-label">
                {label}
              </Text>
              {request.amount || request.message ? (
                <Text size="sm" c="dimmed" ta="center" className={classes.label} data-testid="receive-request">
                  {[request.amount ? `${request.amount.toLocaleString('en-US')} oDance` : null, request.message].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </Stack>
            <Stack gap="xs" align="center" className={classes.screenOnly}>
              <ShareLinkButtons url={link} title={label} />
              <Group gap="xs" justify="center">
                <Button component="a" href={qr ?? undefined} download={`${file}.png`} size="sm" variant="default" disabled={!qr} leftSection={<IconDownload size={16} aria-hidden />}>
                  PNG
                </Button>
                <Button component="a" href={svg ?? undefined} download={`${file}.svg`} size="sm" variant="default" disabled={!svg} leftSection={<IconDownload size={16} aria-hidden />}>
                  SVG
                </Button>
                <Button size="sm" variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
                  Print
                </Button>
              </Group>
            </Stack>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
