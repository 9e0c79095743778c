import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** Mantine's PasswordInput links its error text but does not set aria-invalid (TextInput does): add it. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
