import { useState } from 'react';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconCash } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { MESSAGE_MAX } from '@odance/contract/odance';
import { DistributorCollectionsDocument, RecordCollectionDocument } from '../../../gql/graphql';
import { fullName } from '@odance/contract/accounts';
import { toApiError } from '../../../shared/api/api-error';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { formatCents, formatOdance, messageLength, messageTooLong } from '../../../shared/money/money';
import { notifySuccess } from '../../../shared/ui/notify';
import { CLOSE_LABEL, DialogActions, DISTRIBUTOR_LISTS, FormAlert, MODAL_STYLES, type Distributor } from './dialog-parts';

/** Admin: the distributor paid its fees; frees its used limit. A note records how it was paid. */
export function RecordCollectionModal({ distributor, opened, onClose }: { distributor: Distributor; opened: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [error, setError] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordCollectionDocument, { refetchQueries: [...DISTRIBUTOR_LISTS, DistributorCollectionsDocument] });
  const form = useForm<{ note: string }>({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: {
      note: (value) => messageTooLong(value, 'note'),
    },
  });

  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };
  const submit = async ({ note }: { note: string }) => {
    setError(null);
    try {
      const { data } = await record({ variables: { input: { distributorId: distributor.id, note: note.trim() || null } } });
      if (!data) return;
      const { collection } = data.recordCollection;
      void notifySuccess('Collection recorded', `${formatCents(collection.feesCents)} collected; ${formatOdance(collection.odanceFreed)} of used limit freed.`);
      close();
    } catch (caught) {
      const apiError = toApiError(caught);
      if (apiError.code === ErrorCode.VALIDATION_FAILED && apiError.params.field === 'note') {
        form.setFieldError('note', `Keep the note to ${MESSAGE_MAX} characters.`);
        return;
      }
      setError(apiError.code === ErrorCode.DISTRIBUTOR_NOTHING_TO_COLLECT ? 'Nothing is used since the last collection, so there is nothing to collect.' : apiError.message);
    }
  };

  const length = messageLength(form.values.note);
  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={opened} onClose={close} title={`Record a collection from ${fullName(distributor.account)}`} size="lg" fullScreen={isMobile}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <FormAlert title="The collection was not recorded" error={error} />
          <Text>
            Record it once you have received the fees. It settles <strong>{formatCents(distributor.feesToCollectCents)}</strong> of fees and frees{' '}
            <strong>{formatOdance(distributor.usedLimit)}</strong> of used limit.
          </Text>
          <div>
            <Textarea label="Note" description="Optional: how and when it was paid." autosize minRows={2} maxRows={5} {...form.getInputProps('note')} />
            <Text size="xs" ta="right" mt={4} c={length > MESSAGE_MAX ? 'red.8' : 'dimmed'} aria-live="polite">
              {length} / {MESSAGE_MAX}
            </Text>
          </div>
          <DialogActions onCancel={close} loading={loading}>
            <Button type="submit" loading={loading} leftSection={<IconCash size={18} aria-hidden />}>
              Record collection
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
