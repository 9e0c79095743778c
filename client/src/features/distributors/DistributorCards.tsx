import type { ReactNode } from 'react';
import { Alert, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPause } from '@tabler/icons-react';
import type { DistributorFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../shared/dates/dates';
import { formatCents, formatOdance } from '../../shared/money/money';
import { formatPercent, usedShare } from './distributor-format';
import classes from './DistributorCards.module.css';

export type DistributorRecord = DistributorFieldsFragment;

/** Orange and yellow alert titles are under 4.5:1 on their light background: titles in the text colour. */
export const READABLE_ALERT = { title: { color: 'var(--mantine-color-black)' } };

/** Who reads the figures: the distributor itself ("you") or an admin ("this distributor"). */
export type Viewer = 'self' | 'admin';

function FigureCard({ label, value, children, testId, wide }: { label: string; value: ReactNode; children?: ReactNode; testId: string; wide?: boolean }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="li" data-testid={testId} className={wide ? classes.wide : undefined}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={{ base: 20, sm: 26 }} fw={700} lh={1.15} data-testid={`${testId}-value`} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Credit limit, used limit (with a bar), available, margin and fees to collect. */
export function DistributorCards({ distributor, viewer }: { distributor: DistributorRecord; viewer: Viewer }) {
  const { creditLimit, collectionLimit, usedLimit, availableLimit, marginPercent, feesToCollectCents, collectionDue, lastCollectionAt } = distributor;
  const share = usedShare(usedLimit, creditLimit);
  return (
    <ul className={classes.grid} aria-label="Credit line figures">
      <FigureCard label="Used limit" value={formatOdance(usedLimit)} testId="used-limit" wide>
        <Progress
          value={share}
          color={collectionDue ? 'orange.7' : 'brand.7'}
          size="lg"
          radius="xl"
          aria-label={`Used limit: ${formatOdance(usedLimit)} of ${formatOdance(creditLimit)}`}
        />
        <Text size="xs" c="dimmed">
          {Math.round(share)}% of the credit limit · a collection is due at {formatOdance(collectionLimit)}
        </Text>
      </FigureCard>
      <FigureCard label="Credit limit" value={formatOdance(creditLimit)} testId="credit-limit">
        <Text size="xs" c="dimmed">
          The most {viewer === 'self' ? 'you' : 'it'} may have out.
        </Text>
      </FigureCard>
      <FigureCard label="Available" value={formatOdance(availableLimit)} testId="available-limit">
        <Text size="xs" c="dimmed">
          Still to distribute.
        </Text>
      </FigureCard>
      <FigureCard label="Margin" value={formatPercent(marginPercent)} testId="margin">
        <Text size="xs" c="dimmed">
          Of each amount taken.
        </Text>
      </FigureCard>
      <FigureCard label="Fees to collect" value={formatCents(feesToCollectCents)} testId="fees-to-collect">
        <Text size="xs" c="dimmed">
          {lastCollectionAt ? `Owed since ${formatDate(lastCollectionAt)}.` : 'Owed to oDance so far.'}
        </Text>
      </FigureCard>
    </ul>
  );
}

/** Shown when the used limit reached the collection limit (docs/product.md). */
export function CollectionDueAlert({ distributor, viewer, action }: { distributor: DistributorRecord; viewer: Viewer; action?: ReactNode }) {
  if (!distributor.collectionDue) return null;
  const used = formatOdance(distributor.usedLimit);
  const limit = formatOdance(distributor.collectionLimit);
  const fees = formatCents(distributor.feesToCollectCents);
  return (
    <Alert color="orange" variant="light" styles={READABLE_ALERT} icon={<IconAlertTriangle aria-hidden />} title="A collection is due" data-testid="collection-due">
      <Stack gap="xs">
        <Text size="sm">
          {viewer === 'self'
            ? `You have distributed ${used} since the last collection, which reaches your collection limit of ${limit}. Hand over the ${fees} of fees you owe to oDance; once an admin records the collection, your used limit is freed.`
            : `${used} used since the last collection reaches the collection limit of ${limit}. Collect ${fees} of fees, then record the collection to free the used limit.`}
        </Text>
        {action ? <Group>{action}</Group> : null}
      </Stack>
    </Alert>
  );
}

/** A deactivated distributor cannot distribute (an admin may still collect and reactivate it). */
export function InactiveAlert({ viewer }: { viewer: Viewer }) {
  return (
    <Alert color="gray" variant="light" styles={READABLE_ALERT} icon={<IconPlayerPause aria-hidden />} title="Deactivated" data-testid="distributor-inactive">
      {viewer === 'self'
        ? 'Your distributor account is deactivated: you cannot make distributions. Contact oDance to reactivate it.'
        : 'This distributor is deactivated: it cannot make distributions and its account is a regular user. Outstanding fees can still be collected.'}
    </Alert>
  );
}

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title order={2} size="h3" id={id}>
      {children}
    </Title>
  );
}
