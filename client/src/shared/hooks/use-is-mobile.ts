import { useMediaQuery } from '@mantine/hooks';

/** docs/web-app.md#constants: below 768 px the layout is the mobile one (Mantine's `sm` breakpoint, 48em). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
