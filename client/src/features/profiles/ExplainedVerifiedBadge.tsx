import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** The verified badge with its explanation on hover, focus and touch (loaded lazily by VerifiedBadge). */
export default function ExplainedVerifiedBadge({ hint, children }: { hint: string; children: ReactElement }) {
  return (
    <Tooltip label={hint} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      {children}
    </Tooltip>
  );
}
