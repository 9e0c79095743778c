import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';
import { VERIFIED_HINT } from './VerifiedBadge';

/** The verified badge with its explanation on hover, focus and touch (loaded lazily by VerifiedBadge). */
export default function ExplainedVerifiedBadge({ children }: { children: ReactElement }) {
  return (
    <Tooltip label={VERIFIED_HINT} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      {children}
    </Tooltip>
  );
}
