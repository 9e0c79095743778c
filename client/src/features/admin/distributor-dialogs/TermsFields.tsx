/** The terms part of the create and edit dialogs: credit limit, collection limit and margin. */
import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ErrorCode } from '@odance/contract/errors';
import { toApiError, type ApiError } from '../../../shared/api/api-error';
import { AmountInput } from '../../../shared/forms/AmountInput';
import { applyServerError } from '../../../shared/forms/server-errors';
import { formatOdance } from '../../../shared/money/money';
import { collectionLimitHint, TERMS_SERVER_FIELDS, termsReasonText, type TermLimits, type TermsValues } from '../distributor-terms';

/** A server error about the terms goes under its field; anything else is returned for the form's alert. */
export function applyTermsError<T extends TermsValues>(
  form: UseFormReturnType<T>,
  error: unknown,
  limits: TermLimits | null,
  codeFields: Record<string, string> = {},
): ApiError | null {
  const apiError = toApiError(error);
  const field = apiError.params.field ?? '';
  const text = apiError.code === ErrorCode.VALIDATION_FAILED ? termsReasonText(field, apiError.params.reason ?? '', apiError.params, limits) : null;
  if (text) {
    form.setFieldError(field, text);
    return null;
  }
  return applyServerError(form, apiError, TERMS_SERVER_FIELDS, codeFields);
}

export function TermsFields<T extends TermsValues>({ form, limits, usedLimit }: { form: UseFormReturnType<T>; limits: TermLimits | null; usedLimit?: number }) {
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
        // What is typed stays as typed ("-5", a fourth decimal) and validateMargin refuses it next to the field:
        // allowNegative={false} and decimalScale silently made "-5" into 5 and cut decimals.
        min={limits?.marginPercentMin}
        max={limits?.marginPercentMax}
        clampBehavior="none"
        suffix="%"
        {...form.getInputProps('marginPercent')}
      />
    </>
  );
}
