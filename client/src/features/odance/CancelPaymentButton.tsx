import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconX } from '@tabler/icons-react';
import { CancelPaymentDocument } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { formatOdance } from '../../shared/money/money';
import { notifySuccess } from '../../shared/ui/notify';

/**
 * Cancels a pending payment after a confirmation (Mutation.cancelPayment): its checkout closes for good and nothing
 * is charged. The answer updates the payment in Apollo's cache, so the list shows it canceled.
 */
export function CancelPaymentButton({ paymentId, amount }: { paymentId: string; amount: number }) {
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelPaymentDocument);
  const label = formatOdance(amount);

  const close = () => {
    setError(null);
    setOpened(false);
  };
  const confirm = async () => {
    setError(null);
    try {
      await cancel({ variables: { id: paymentId } });
      setOpened(false);
      void notifySuccess('Payment canceled', `The purchase of ${label} was canceled. Your card was not charged.`);
    } catch (caught) {
      setError(toApiError(caught).message);
    }
  };

  return (
    <>
      <Button size="xs" variant="default" color="red" onClick={() => setOpened(true)} leftSection={<IconX size={14} aria-hidden />}>
        Cancel
        <VisuallyHidden> payment of {label}</VisuallyHidden>
      </Button>
      <Modal opened={opened} onClose={close} title="Cancel this payment?" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" title="Not canceled" role="alert">
              {error}
            </Alert>
          ) : null}
          <Text>The checkout for {label} closes for good and your card is not charged. To buy later, start a new purchase.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Keep payment
            </Button>
            <Button color="red.8" loading={loading} onClick={() => void confirm()}>
              Cancel payment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
