import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { CreateDistributorDocument } from '../../../gql/graphql';
import { AccountPicker } from '../../../shared/accounts/AccountPicker';
import type { FoundAccount } from '../../../shared/accounts/use-account-search';
import { fullName } from '@odance/contract/accounts';
import { toApiError } from '../../../shared/api/api-error';
import { parseWholeAmount } from '../../../shared/forms/whole-amount';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { notifySuccess } from '../../../shared/ui/notify';
import { useTermLimits, validateCollectionLimit, validateCreditLimit, validateMargin, type TermsValues } from '../distributor-terms';
import { CLOSE_LABEL, DialogActions, DISTRIBUTOR_LISTS, FormAlert, MODAL_STYLES, type Distributor } from './dialog-parts';
import { applyTermsError, TermsFields } from './TermsFields';

interface CreateValues extends TermsValues {
  account: FoundAccount | null;
}

/** Admin: make an account a distributor, picked by name, with its terms. */
export function CreateDistributorModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (distributor: Distributor) => void }) {
  const isMobile = useIsMobile();
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateDistributorDocument, { refetchQueries: DISTRIBUTOR_LISTS });
  const limits = useTermLimits();
  const form = useForm<CreateValues>({
    mode: 'controlled',
    initialValues: { account: null, creditLimit: '', collectionLimit: '', marginPercent: '' },
    validate: {
      account: (value) => (value ? null : 'Choose the account that becomes a distributor.'),
      creditLimit: (value) => validateCreditLimit(value, limits),
      collectionLimit: (value, values) => validateCollectionLimit(value, values.creditLimit, limits),
      marginPercent: (value) => validateMargin(value, limits),
    },
    // The collection rule depends on the credit limit: check it again when either changes.
    validateInputOnChange: ['collectionLimit'],
    onValuesChange: (values, previous) => {
      if (values.creditLimit !== previous.creditLimit && values.collectionLimit !== '') form.validateField('collectionLimit');
    },
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = async (values: CreateValues) => {
    setFormError(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            accountId: values.account!.id,
            creditLimit: parseWholeAmount(values.creditLimit) ?? 0,
            collectionLimit: parseWholeAmount(values.collectionLimit) ?? 0,
            marginPercent: Number(values.marginPercent),
          },
        },
      });
      if (!data) return;
      void notifySuccess('Distributor created', `${fullName(data.createDistributor.account)} can now make distributions.`);
      form.reset();
      onCreated(data.createDistributor);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === ErrorCode.DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE) {
        form.setFieldError(
          'account',
          apiError.params.reason === 'admin' ? 'An admin cannot be a distributor.' : 'This account is not active, so it cannot be a distributor.',
        );
        return;
      }
      const rest = applyTermsError(form, apiError, limits, { [ErrorCode.DISTRIBUTOR_ALREADY_EXISTS]: 'account', [ErrorCode.ACCOUNT_NOT_FOUND]: 'account' });
      if (rest) setFormError(rest.message);
    }
  };

  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={opened} onClose={close} title="New distributor" size="lg" fullScreen={isMobile}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <FormAlert title="The distributor was not created" error={formError} />
          <AccountPicker
            label="Account"
            required
            value={form.values.account}
            onChange={(account) => {
              form.setFieldValue('account', account);
              if (account) form.clearFieldError('account');
            }}
            error={form.errors.account}
            description="An active member who is not an admin; their role becomes distributor."
          />
          <TermsFields form={form} limits={limits} />
          <DialogActions onCancel={close} loading={loading}>
            <Button type="submit" loading={loading} leftSection={<IconPlus size={18} aria-hidden />}>
              Create distributor
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
