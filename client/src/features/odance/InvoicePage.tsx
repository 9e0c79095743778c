import type { ReactNode } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { InvoiceDocument } from '../../gql/graphql';
import { formatDate } from '../../shared/dates/dates';
import { formatCents, formatOdance } from '../../shared/money/money';
import { BUY_PATH } from './PaymentResult';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { QueryError } from '../../shared/ui/QueryError';
import classes from './InvoicePage.module.css';

/** /dashboard/odance/invoices/:paymentId: a payment's invoice, made to be printed (Print, or the browser's). */
export default function InvoicePage() {
  const { paymentId = '' } = useParams();
  const { data, error, refetch } = useQuery(InvoiceDocument, { variables: { paymentId } });
  const invoice = data?.invoice;
  useDocumentTitle(invoice?.number ? `Invoice ${invoice.number} · oDance` : 'Invoice · oDance');

  return (
    <Stack gap="md" py="md" className={classes.sheet}>
      <Group justify="space-between" className={classes.screenOnly}>
        <Anchor component={Link} to={BUY_PATH} fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to Buy oDance
          </Group>
        </Anchor>
        {invoice ? (
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
            Print
          </Button>
        ) : null}
      </Group>

      {error && !invoice ? (
        <>
          <Title order={1}>Invoice</Title>
          <QueryError title="The invoice could not be loaded" error={error} onRetry={refetch} />
        </>
      ) : !invoice ? (
        <Paper withBorder className={classes.invoice} aria-busy="true" aria-label="Loading the invoice">
          <Skeleton height={32} width="40%" mb="lg" />
          <Skeleton height={16} mb="xs" />
          <Skeleton height={16} mb="xs" width="70%" />
          <Skeleton height={120} mt="lg" />
        </Paper>
      ) : (
        <Paper withBorder radius="md" className={classes.invoice} component="article" aria-labelledby="invoice-title">
          <Stack gap="xl">
            <Group justify="space-between" align="start" gap="md">
              <div>
                <Title order={1} id="invoice-title">
                  Invoice
                </Title>
                <Text fw={600} size="lg" data-testid="invoice-number">
                  {invoice.number ?? 'Not issued yet'}
                </Text>
              </div>
              <SellerBlock seller={invoice.seller} />
            </Group>

            {invoice.status !== 'paid' ? (
              <Group gap="xs">
                <PaymentStatusBadge status={invoice.status} />
                <Text size="sm">This payment is not paid, so it has no invoice number yet.</Text>
              </Group>
            ) : null}

            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <Field label="Billed to">{invoice.buyerName}</Field>
              <Field label="Invoice date">{invoice.issuedAt ? formatDate(invoice.issuedAt) : '—'}</Field>
              <Field label="Order date">{formatDate(invoice.createdAt)}</Field>
            </SimpleGrid>

            <Table verticalSpacing="sm" horizontalSpacing="xs" className={classes.lines}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th className={classes.num}>
                    <abbr title="Quantity">Qty</abbr>
                  </Table.Th>
                  <Table.Th className={classes.num}>Unit price</Table.Th>
                  <Table.Th className={classes.num}>Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.lines.map((line, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td className={classes.num}>{line.quantity.toLocaleString('en-US')}</Table.Td>
                    <Table.Td className={classes.num}>{formatCents(line.unitPriceCents, invoice.currency)}</Table.Td>
                    <Table.Td className={classes.num}>{formatCents(line.totalCents, invoice.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>

            <Stack gap={6} className={classes.totals} aria-label="Totals" role="group">
              <Total label="Subtotal" testId="invoice-subtotal">
                {formatCents(invoice.subtotalCents, invoice.currency)}
              </Total>
              <Total label="Tax" testId="invoice-tax">
                {formatCents(invoice.taxCents, invoice.currency)}
              </Total>
              <Total label={`Total (${invoice.currency.toUpperCase()})`} testId="invoice-total" strong>
                {formatCents(invoice.totalCents, invoice.currency)}
              </Total>
            </Stack>

            <Text size="xs" c="dimmed">
              {formatOdance(invoice.lines.reduce((sum, line) => sum + line.quantity, 0))} credited to the buyer&apos;s oDance balance. Paid
              by card. Payment reference {invoice.paymentId}.
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

function Total({ label, children, strong = false, testId }: { label: string; children: ReactNode; strong?: boolean; testId: string }) {
  return (
    <Group
      justify="space-between"
      gap="md"
      wrap="nowrap"
      pt={strong ? 6 : 0}
      style={strong ? { borderTop: '2px solid var(--mantine-color-gray-4)' } : undefined}
    >
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 800 : 500} size={strong ? 'lg' : 'md'} className={classes.num} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** The seller as INVOICE_SELLER gives it, one line each: the name, then its address and tax id. */
function SellerBlock({ seller }: { seller: string }) {
  const [name, ...details] = seller.split('\n');
  return (
    <Stack gap={2} className={classes.seller} data-testid="invoice-seller">
      <Text fw={800} size="xl">
        {name}
      </Text>
      {details.length > 0 ? (
        details.map((line, index) => (
          <Text key={index} size="sm">
            {line}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          Virtual currency for the dance community
        </Text>
      )}
    </Stack>
  );
}
