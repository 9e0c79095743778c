import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type ButtonProps } from '@mantine/core';
import { toApiError } from '../api/api-error';

/**
 * A button whose action cannot be undone (revoke a token or an app, cancel a payment): it opens a dialog saying what
 * happens, and acts only on its confirm button. A refusal shows in the dialog, which stays open.
 */
export function ConfirmButton({
  children,
  buttonProps,
  ariaLabel,
  title,
  body,
  confirmLabel,
  keepLabel,
  failedTitle,
  onConfirm,
}: {
  /** The button's text (and any visually hidden words). */
  children: ReactNode;
  buttonProps?: ButtonProps;
  ariaLabel?: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  failedTitle: string;
  /** The action; it throws on refusal. */
  onConfirm: () => Promise<unknown>;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setOpened(false);
  };
  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
      setOpened(false);
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="xs" {...buttonProps} aria-label={ariaLabel} onClick={() => setOpened(true)}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" title={failedTitle} role="alert">
              {error}
            </Alert>
          ) : null}
          {body}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {keepLabel}
            </Button>
            <Button color="red.8" loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
