const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 12.5 → "12.5%". */
export const formatPercent = (percent: number): string => `${percentFormat.format(percent)}%`;

/** Used limit as a share of the credit limit, 0–100, for a progress bar. */
export const usedShare = (used: number, credit: number): number => (credit > 0 ? Math.min(100, (used / credit) * 100) : 0);
