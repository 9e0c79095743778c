import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../shared/auth/current-user';
import { ShareLinkButtons } from '../../shared/ui/ShareLinkButtons';
import { useQrCode } from '../../shared/ui/use-qr-code';
import { messageTooLong } from '../../shared/money/money';
import { receiveLink } from '../../shared/send-odance/receive-link';
import { QrCodeImage } from '../../shared/ui/QrCodeImage';
import classes from './ReceivePage.module.css';

/**
 * /dashboard/odance/receive: the viewer's QR code for getting paid at a class or an event (README "Live updates").
 * It carries the receive link, with an amount and a message if given; whoever scans it (or opens the link) gets
 * the transfer form filled in, and still confirms. The code is drawn here, by the `qrcode` package: nothing is
 * sent anywhere to make it.
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
  const link = user ? receiveLink(window.location.origin, { to: user.id, ...request }) : '';
  const qr = useQrCode(link);

  return (
    <Stack gap="lg" py="md" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Receive oDance</Title>
        <Text c="dimmed">Show this code to whoever pays you: their phone opens the transfer to you, filled in. They still confirm it.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receive-details">
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
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receive-code">
          <Stack gap="sm" align="center">
            <Title order={2} size="h4" id="receive-code" ta="center">
              Your code
            </Title>
            <QrCodeImage src={qr} alt={`QR code of your receive link${request.amount ? ` for ${request.amount} oDance` : ''}`} testId="receive-qr" />
            <Text size="xs" c="dimmed" ta="center" className={classes.link} data-testid="receive-link">
              {link}
            </Text>
            <ShareLinkButtons url={link} title="Pay me in oDance" />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
