import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { SetDistributorActiveDocument } from '../../../gql/graphql';
import { fullName } from '@odance/contract/accounts';
import { toApiError } from '../../../shared/api/api-error';
import { notifySuccess } from '../../../shared/ui/notify';
import { CLOSE_LABEL, DialogActions, DISTRIBUTOR_LISTS, FormAlert, MODAL_STYLES, type Distributor } from './dialog-parts';

/** Admin: deactivate (no more distributions, role back to user) or reactivate, after a confirmation. */
export function SetActiveModal({ distributor, opened, onClose }: { distributor: Distributor; opened: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [setActive, { loading }] = useMutation(SetDistributorActiveDocument, { refetchQueries: DISTRIBUTOR_LISTS });
  const activate = !distributor.active;
  const name = fullName(distributor.account);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      await setActive({ variables: { input: { distributorId: distributor.id, active: activate } } });
      void notifySuccess(activate ? 'Distributor activated' : 'Distributor deactivated', activate ? `${name} can make distributions again.` : `${name} can no longer make distributions.`);
      onClose();
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(
        apiError.code === ErrorCode.DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE
          ? 'Its account is not active (or is an admin), so it cannot be a distributor again.'
          : apiError.message,
      );
    }
  };

  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={opened} onClose={close} title={activate ? `Activate ${name}?` : `Deactivate ${name}?`}>
      <Stack gap="md">
        <FormAlert title={activate ? 'Not activated' : 'Not deactivated'} error={error} />
        <Text>
          {activate
            ? 'Their account becomes a distributor again and can distribute within the credit limit.'
            : 'They can no longer make distributions and their account becomes a regular user. What they owe stays, and can still be collected.'}
        </Text>
        <DialogActions onCancel={close} loading={loading}>
          <Button
            color={activate ? undefined : 'red.8'}
            loading={loading}
            onClick={() => void confirm()}
            leftSection={activate ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
          >
            {activate ? 'Activate' : 'Deactivate'}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
