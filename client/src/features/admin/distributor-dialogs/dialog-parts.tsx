/** What the distributor dialogs (and the admin overview's reject dialog) share. */
import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AdminDistributorsDocument, AdminOverviewDocument, type DistributorFieldsFragment } from '../../../gql/graphql';

/** Modals' close button is an icon: it needs a name. */
export const CLOSE_LABEL = { 'aria-label': 'Close' };
/** Modal titles read as the dialog's heading. */
export const MODAL_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

export type Distributor = DistributorFieldsFragment;

/** Lists and counts that a change of a distributor can move. */
export const DISTRIBUTOR_LISTS = [AdminDistributorsDocument, AdminOverviewDocument];

export function FormAlert({ title, error }: { title: string; error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      {error}
    </Alert>
  );
}

/** A dialog's footer: Cancel (off while the call runs) and the dialog's own action. */
export function DialogActions({ onCancel, loading, children }: { onCancel: () => void; loading: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}
