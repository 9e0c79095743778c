import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconCash, IconDeviceFloppy, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import {
  AdminDistributorsDocument,
  AdminOverviewDocument,
  CreateDistributorDocument,
  DistributorCollectionsDocument,
  RecordCollectionDocument,
  SetDistributorActiveDocument,
  UpdateDistributorDocument,
  type DistributorFieldsFragment,
} from '../../gql/graphql';
import { toApiError, type ApiError } from '../../shared/api/api-error';
import { AmountInput } from '../../shared/forms/AmountInput';
import { parseWholeAmount } from '../../shared/forms/whole-amount';
import { applyServerError } from '../../shared/forms/server-errors';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { notifySuccess } from '../../shared/ui/notify';
import { AccountPicker } from '../odance/AccountPicker';
import { formatCents, formatOdance, messageLength, messageTooLong } from '../odance/money';
import type { FoundAccount } from '../odance/use-account-search';
import {
  collectionLimitHint,
  TERMS_SERVER_FIELDS,
  termsReasonText,
  useTermLimits,
  validateCollectionLimit,
  validateCreditLimit,
  validateMargin,
  type TermLimits,
  type TermsValues,
} from './distributor-terms';

/** Modals' close button is an icon: it needs a name. */
export const CLOSE_LABEL = { 'aria-label': 'Close' };
/** Modal titles read as the dialog's heading. */
export const MODAL_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

type Distributor = DistributorFieldsFragment;
export const distributorName = (distributor: Distributor) => `${distributor.account.firstName} ${distributor.account.lastName}`;

/** Lists and counts that a change of a distributor can move. */
const LISTS = [AdminDistributorsDocument, AdminOverviewDocument];

/** A server error about the terms goes under its field; anything else is returned for the form's alert. */
function applyTermsError<T extends TermsValues>(
  form: UseFormReturnType<T>,
  error: unknown,
  limits: TermLimits | null,
  codeFields: Record<string, string> = {},
): ApiError | null {
  const apiError = toApiError(error);
  const field = typeof apiError.params.field === 'string' ? apiError.params.field : '';
  const text = apiError.code === 'VALIDATION_FAILED' ? termsReasonText(field, String(apiError.params.reason ?? ''), apiError.params, limits) : null;
  if (text) {
    form.setFieldError(field, text);
    return null;
  }
  return applyServerError(form, apiError, TERMS_SERVER_FIELDS, codeFields);
}

function TermsFields<T extends TermsValues>({ form, limits, usedLimit }: { form: UseFormReturnType<T>; limits: TermLimits | null; usedLimit?: number }) {
  const credit = form.values.creditLimit;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <AmountInput
          label="Credit limit (oDance)"
          description={usedLimit ? `The most it may have out; not below the ${formatOdance(usedLimit)} used.` : 'The most it may have out at once.'}
          required
          {...form.getInputProps('creditLimit')}
        />
        <AmountInput
          label="Collection limit (oDance)"
          description={collectionLimitHint(credit)}
          required
          {...form.getInputProps('collectionLimit')}
        />
      </SimpleGrid>
      <NumberInput
        label="Margin (%)"
        description={`The distributor's share of the amount it takes for each distribution${limits ? `, ${limits.marginPercentMin} to ${limits.marginPercentMax}` : ''}.`}
        required
        min={limits?.marginPercentMin}
        max={limits?.marginPercentMax}
        decimalScale={limits?.marginPercentDecimals}
        allowNegative={false}
        clampBehavior="none"
        suffix="%"
        {...form.getInputProps('marginPercent')}
      />
    </>
  );
}

function FormAlert({ title, error }: { title: string; error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      {error}
    </Alert>
  );
}

/** A dialog's footer: Cancel (off while the call runs) and the dialog's own action. */
function DialogActions({ onCancel, loading, children }: { onCancel: () => void; loading: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}

interface CreateValues extends TermsValues {
  account: FoundAccount | null;
}

/** Admin: make an account a distributor, picked by name, with its terms. */
export function CreateDistributorModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (distributor: Distributor) => void }) {
  const isMobile = useIsMobile();
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateDistributorDocument, { refetchQueries: LISTS });
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
      void notifySuccess('Distributor created', `${distributorName(data.createDistributor)} can now make distributions.`);
      form.reset();
      onCreated(data.createDistributor);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE') {
        form.setFieldError(
          'account',
          apiError.params.reason === 'admin' ? 'An admin cannot be a distributor.' : 'This account is not active, so it cannot be a distributor.',
        );
        return;
      }
      const rest = applyTermsError(form, apiError, limits, { DISTRIBUTOR_ALREADY_EXISTS: 'account', ACCOUNT_NOT_FOUND: 'account' });
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

/** Admin: change the limits and margin (the margin applies to later distributions). */
export function EditTermsModal({ distributor, opened, onClose }: { distributor: Distributor; opened: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateDistributorDocument, { refetchQueries: LISTS });
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
      void notifySuccess('Terms saved', `${distributorName(distributor)}'s limits and margin are updated.`);
      onClose();
    } catch (error) {
      const rest = applyTermsError(form, error, limits);
      if (rest) setFormError(rest.message);
    }
  };

  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={opened} onClose={close} title={`Edit terms of ${distributorName(distributor)}`} size="lg" fullScreen={isMobile}>
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

/** Admin: deactivate (no more distributions, role back to user) or reactivate, after a confirmation. */
export function SetActiveModal({ distributor, opened, onClose }: { distributor: Distributor; opened: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [setActive, { loading }] = useMutation(SetDistributorActiveDocument, { refetchQueries: LISTS });
  const activate = !distributor.active;
  const name = distributorName(distributor);

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
        apiError.code === 'DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE'
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

/** Admin: the distributor paid its fees; frees its used limit. A note records how it was paid. */
export function RecordCollectionModal({ distributor, opened, onClose }: { distributor: Distributor; opened: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const { messageMax } = useRuntimeConfig().limits;
  const [error, setError] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordCollectionDocument, { refetchQueries: [...LISTS, DistributorCollectionsDocument] });
  const form = useForm<{ note: string }>({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: {
      note: (value) => messageTooLong(value, messageMax, 'note'),
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
      if (apiError.code === 'VALIDATION_FAILED' && apiError.params.field === 'note') {
        form.setFieldError('note', `Keep the note to ${messageMax} characters.`);
        return;
      }
      setError(apiError.code === 'DISTRIBUTOR_NOTHING_TO_COLLECT' ? 'Nothing is used since the last collection, so there is nothing to collect.' : apiError.message);
    }
  };

  const length = messageLength(form.values.note);
  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={opened} onClose={close} title={`Record a collection from ${distributorName(distributor)}`} size="lg" fullScreen={isMobile}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <FormAlert title="The collection was not recorded" error={error} />
          <Text>
            Record it once you have received the fees. It settles <strong>{formatCents(distributor.feesToCollectCents)}</strong> of fees and frees{' '}
            <strong>{formatOdance(distributor.usedLimit)}</strong> of used limit.
          </Text>
          <div>
            <Textarea label="Note" description="Optional: how and when it was paid." autosize minRows={2} maxRows={5} {...form.getInputProps('note')} />
            <Text size="xs" ta="right" mt={4} c={length > messageMax ? 'red.8' : 'dimmed'} aria-live="polite">
              {length} / {messageMax}
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
