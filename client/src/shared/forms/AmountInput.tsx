import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The one field for an amount of oDance (buy, transfer, distribution, a distributor's limits): a text field that
 * keeps exactly what was typed (a number field silently drops what it does not accept), with the numeric
 * keyboard on phones. The form checks it with parseWholeAmount (whole-amount.ts) and shows what is wrong.
 */
export function AmountInput(props: Omit<TextInputProps, 'type' | 'inputMode'>) {
  return <TextInput inputMode="numeric" autoComplete="off" spellCheck={false} {...props} />;
}
