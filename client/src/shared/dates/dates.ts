import dayjs from 'dayjs';

/** "22 Nov 2025, 14:05" in the browser's time zone. */
export const formatDateTime = (iso: string): string => dayjs(iso).format('D MMM YYYY, HH:mm');

/** "22 Nov 2025". */
export const formatDate = (iso: string): string => dayjs(iso).format('D MMM YYYY');
