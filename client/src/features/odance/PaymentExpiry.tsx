import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';

/** "Expires at 14:32 · in 25 min" (another day: "Expires 23 Nov, 14:32"); "Checkout closed" once the time is past. */
export function expiryText(expiresAt: string, now: number): string {
  const at = dayjs(expiresAt);
  const left = at.valueOf() - now;
  if (left <= 0) return 'Checkout closed';
  const when = at.isSame(dayjs(now), 'day') ? `at ${at.format('HH:mm')}` : at.format('D MMM, HH:mm');
  const minutes = Math.ceil(left / 60_000);
  return `Expires ${when} · in ${minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`}`;
}

/**
 * When a pending payment's checkout expires (docs/product.md "Payments": 30 minutes, then it is expired); the minutes
 * left follow the clock.
 */
export function PaymentExpiry({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {expiryText(expiresAt, now)}
    </Text>
  );
}
