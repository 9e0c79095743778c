import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table that scrolls sideways when the page is narrower than it: the scrolling area is a named group that
 * takes the focus, so keyboard users can scroll it too (axe: scrollable-region-focusable). A group, not a
 * region: the table sits in its section, whose region has the same name (axe: landmark-unique).
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
