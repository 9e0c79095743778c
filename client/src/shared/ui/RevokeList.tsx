import { Fragment, type Key, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, type MantineSize, type MantineSpacing } from '@mantine/core';
import { ConfirmButton } from './ConfirmButton';
import { QueryError } from './QueryError';
import classes from './RevokeList.module.css';

/*
 * The lists of what lets something act for a person, each with a way to end it: their personal access tokens and
 * the apps they allowed (features/account), the registered apps (the owner's in Developer settings, everyone's in
 * features/admin/AdminAppsPage). They load, fail, are empty and are listed alike; a revoke is always confirmed.
 */

export interface RevokeListProps<Item> {
  /** Undefined until the server's first answer. */
  items: readonly Item[] | undefined;
  /** The first answer is on its way: "Loading…" meanwhile. */
  loading: boolean;
  /** Shown with Try again when no answer came; a list not given `error` shows as empty then. */
  error?: { title: string; error: unknown; onRetry: () => Promise<unknown> };
  /** Said when there are none ("No tokens yet."). */
  emptyText: string;
  /** The list's accessible name. */
  label: string;
  itemKey: (item: Item) => Key;
  /** One item: an `li` (RevokeListItem, or AppCard for an app). */
  renderItem: (item: Item) => ReactNode;
  /** The loading and empty sentences' size: `sm` in a section of a page. */
  textSize?: MantineSize;
  gap?: MantineSpacing;
  mt?: MantineSpacing;
}

export function RevokeList<Item>({ items, loading, error, emptyText, label, itemKey, renderItem, textSize, gap = 'xs', mt }: RevokeListProps<Item>) {
  if (!items && error?.error) return <QueryError title={error.title} error={error.error} onRetry={error.onRetry} />;
  if (!items && loading) return <Text size={textSize}>Loading…</Text>;
  if (!items || items.length === 0) return <Text size={textSize}>{emptyText}</Text>;
  return (
    <Stack gap={gap} component="ul" className={classes.list} aria-label={label} mt={mt}>
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
      ))}
    </Stack>
  );
}

/**
 * A token or an allowed app in a RevokeList: its name, its scopes, a line of dates, and Revoke, which asks first
 * (`confirm`: what the dialog says and does). Its accessible name is "Revoke <name>", the dialog's "Revoke “<name>”?".
 */
export function RevokeListItem({
  name,
  scopes,
  dates,
  confirm,
}: {
  name: string;
  /** Each scope's badge, with its meaning as the badge's title when given. */
  scopes: ReadonlyArray<{ scope: string; title?: string }>;
  dates: ReactNode;
  confirm: { body: string; keepLabel: string; confirmLabel: string; onConfirm: () => Promise<unknown> };
}) {
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
          <Text fw={600} className={classes.name}>
            {name}
          </Text>
          <Group gap={4}>
            {scopes.map(({ scope, title }) => (
              <Badge key={scope} variant="light" size="sm" title={title}>
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {dates}
          </Text>
        </Stack>
        <ConfirmButton
          buttonProps={{ color: 'red.9', variant: 'outline' }}
          ariaLabel={`Revoke ${name}`}
          title={`Revoke “${name}”?`}
          body={<Text>{confirm.body}</Text>}
          keepLabel={confirm.keepLabel}
          confirmLabel={confirm.confirmLabel}
          failedTitle="Not revoked"
          onConfirm={confirm.onConfirm}
        >
          Revoke
        </ConfirmButton>
      </Group>
    </Paper>
  );
}
