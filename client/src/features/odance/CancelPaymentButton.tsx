import { Text, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconX } from '@tabler/icons-react';
import { CancelPaymentDocument } from '../../gql/graphql';
import { formatOdance } from '../../shared/money/money';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { notifySuccess } from '../../shared/ui/notify';

/**
 * Cancels a pending payment after a confirmation (Mutation.cancelPayment): its checkout closes for good and nothing
 * is charged. The answer updates the payment in Apollo's cache, so the list shows it canceled.
 */
export function CancelPaymentButton({ paymentId, amount }: { paymentId: string; amount: number }) {
  const [cancel] = useMutation(CancelPaymentDocument);
  const label = formatOdance(amount);
  return (
    <ConfirmButton
      buttonProps={{ variant: 'default', color: 'red', leftSection: <IconX size={14} aria-hidden /> }}
      title="Cancel this payment?"
      body={<Text>The checkout for {label} closes for good and your card is not charged. To buy later, start a new purchase.</Text>}
      keepLabel="Keep payment"
      confirmLabel="Cancel payment"
      failedTitle="Not canceled"
      onConfirm={async () => {
        await cancel({ variables: { id: paymentId } });
        void notifySuccess('Payment canceled', `The purchase of ${label} was canceled. Your card was not charged.`);
      }}
    >
      Cancel
      <VisuallyHidden> payment of {label}</VisuallyHidden>
    </ConfirmButton>
  );
}
