import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { TransferReceiptDocument, type TransferReceiptQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../shared/auth/current-user';
import { fullName } from '@odance/contract/accounts';
import { formatDateTime } from '../../shared/dates/dates';
import { formatCents, formatOdance } from '../../shared/money/money';
import { QueryError } from '../../shared/ui/QueryError';
import { RECEIVE_PATH } from '../../shared/send-odance/receive-link';
import { KIND_LABELS } from './history-filters';
import classes from './TransferReceiptPage.module.css';

type Receipt = TransferReceiptQuery['myTransfer'];

const HEADINGS: Record<Receipt['kind'], string> = {
  sent: 'Transfer sent',
  received: 'Transfer received',
  distributionReceived: 'oDance bought from a distributor',
  distributionMade: 'oDance sold as a distributor',
};

/**
 * /dashboard/odance/transfers/:id: the receipt of one transfer or distribution of the viewer's history, made to be
 * printed (docs/web-app.md "Receipts"). Only its two parties can open it: the server answers NOT_FOUND to anyone else.
 */
export default function TransferReceiptPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(TransferReceiptDocument, { variables: { id } });
  const receipt = data?.myTransfer;
  useDocumentTitle(receipt ? `Receipt: ${HEADINGS[receipt.kind]} · oDance` : 'Receipt · oDance');

  return (
    <Stack gap="md" py="md" className={classes.sheet}>
      <Group justify="space-between" className={classes.screenOnly}>
        <Anchor component={Link} to={RECEIVE_PATH} fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to transfers
          </Group>
        </Anchor>
        {receipt ? (
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
            Print
          </Button>
        ) : null}
      </Group>

      {error && !receipt ? (
        <>
          <Title order={1}>Receipt</Title>
          <QueryError title="This receipt could not be loaded" error={error} onRetry={refetch} />
        </>
      ) : !receipt ? (
        <Paper withBorder className={classes.receipt} aria-busy="true" aria-label="Loading the receipt">
          <Skeleton height={32} width="50%" mb="lg" />
          <Skeleton height={48} width="30%" mb="lg" />
          <Skeleton height={16} mb="xs" />
          <Skeleton height={16} width="70%" />
        </Paper>
      ) : (
        <ReceiptSheet receipt={receipt} />
      )}
    </Stack>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { user } = useCurrentUser();
  const you = user ? `${fullName(user)} (you)` : 'You';
  const other = fullName(receipt.counterparty);
  const sent = receipt.direction === 'sent';
  return (
    <Paper withBorder radius="md" className={classes.receipt} component="article" aria-labelledby="receipt-title">
      <Stack gap="lg">
        <Group justify="space-between" align="start" gap="sm">
          <div>
            <Text size="sm" fw={700} c="dimmed" tt="uppercase">
              oDance receipt
            </Text>
            <Title order={1} id="receipt-title" size="h2">
              {HEADINGS[receipt.kind]}
            </Title>
          </div>
          {/* A movement exists only once its transaction committed, and is never changed afterwards. */}
          <Badge color="green" variant="light" size="lg" styles={{ label: { color: 'var(--mantine-color-black)' } }} data-testid="receipt-status">
            Completed
          </Badge>
        </Group>

        <Text fz={36} fw={800} lh={1.1} className={classes.num} data-testid="receipt-amount" c={sent ? 'red.9' : '#1f6f33'}>
          {sent ? '−' : '+'}
          {formatOdance(receipt.amount)}
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <Field label="From">{sent ? you : other}</Field>
          <Field label="To">{sent ? other : you}</Field>
          <Field label="Date">{formatDateTime(receipt.createdAt)}</Field>
          <Field label="Kind">{KIND_LABELS[receipt.kind]}</Field>
          {receipt.fiatCents !== null && receipt.fiatCents !== undefined ? (
            <Field label={sent ? 'Money taken from the buyer' : 'Money paid to the distributor'}>{formatCents(receipt.fiatCents)}</Field>
          ) : null}
          <Field label="Reference">{receipt.reference ?? <Text span c="dimmed">None</Text>}</Field>
        </SimpleGrid>

        <Field label="Message">{receipt.message ?? <Text span c="dimmed">No message</Text>}</Field>

        <Text size="xs" c="dimmed" className={classes.id}>
          Transaction id <span data-testid="receipt-id">{receipt.id}</span>
        </Text>
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}
