import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { UpdateDistributorDocument } from '../../../gql/graphql';
import { fullName } from '@odance/contract/accounts';
import { parseWholeAmount } from '../../../shared/forms/whole-amount';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { notifySuccess } from '../../../shared/ui/notify';
import { useTermLimits, validateCollectionLimit, validateCreditLimit, validateMargin, type TermsValues } from '../distributor-terms';
import { CLOSE_LABEL, DialogActions, DISTRIBUTOR_LISTS, FormAlert, MODAL_STYLES, type Distributor } from './dialog-parts';
import { applyTermsError, TermsFields } from './TermsFields';

/** Admin: change the limits and margin (the margin applies to later distributions). */
export function EditTermsModal({ distributor, opened, onClose }: { distributor: Distributor; opened: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateDistributorDocument, { refetchQueries: DISTRIBUTOR_LISTS });
  const limits = useTermLimits();
  const initial: TermsValues = {
    creditLimit: distributor.creditLimit,
    collectionLimit: distributor.collectionLimit,
    marginPercent: distributor.marginPercent,
  };
  const form = useForm<TermsValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      creditLimit: (value) => validateCreditLimit(value, limits, distributor.usedLimit),
      collectionLimit: (value, values) => validateCollectionLimit(value, values.creditLimit, limits),
      marginPercent: (value) => validateMargin(value, limits),
    },
    validateInputOnChange: ['collectionLimit'],
    onValuesChange: (values, previous) => {
      if (values.creditLimit !== previous.creditLimit) form.validateField('collectionLimit');
    },
  });

  const close = () => {
    setFormError(null);
    onClose();
  };

  const submit = async (values: TermsValues) => {
    setFormError(null);
    try {
      await update({
        variables: {
          input: {
            distributorId: distributor.id,
            creditLimit: parseWholeAmount(values.creditLimit) ?? 0,
            collectionLimit: parseWholeAmount(values.collectionLimit) ?? 0,
            marginPercent: Number(values.marginPercent),
          },
        },
      });
      void notifySuccess('Terms saved', `${fullName(distributor.account)}'s limits and margin are updated.`);
      onClose();
    } catch (error) {
      const rest = applyTermsError(form, error, limits);
      if (rest) setFormError(rest.message);
    }
  };

  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={opened} onClose={close} title={`Edit terms of ${fullName(distributor.account)}`} size="lg" fullScreen={isMobile}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <FormAlert title="The terms were not saved" error={formError} />
          <TermsFields form={form} limits={limits} usedLimit={distributor.usedLimit} />
          <Text size="sm" c="dimmed">
            A new margin applies to later distributions; past ones keep theirs.
          </Text>
          <DialogActions onCancel={close} loading={loading}>
            <Button type="submit" loading={loading} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              Save terms
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
