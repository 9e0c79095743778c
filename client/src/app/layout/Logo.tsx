import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './TopBar.module.css';

export function Logo() {
  return (
    <Link to="/" aria-label="oDance home" className={classes.logo}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="15" fill="var(--mantine-color-brand-6)" />
          <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="4" />
        </svg>
        <Text component="span" fw={800} fz={22} lh={1} c="var(--mantine-color-bright)">
          o<span className={classes.logoAccent}>Dance</span>
        </Text>
      </Group>
    </Link>
  );
}
