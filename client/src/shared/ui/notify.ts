/**
 * Toasts load on first use: @mantine/notifications is not needed to paint any page, so it stays out of the
 * initial bundle. The store is module state, so a toast shown before <Notifications /> mounts still appears.
 */
/**
 * What every toast needs to pass axe: a name for its icon-only close button, and a description darker than
 * Mantine's gray 6 under a title (3.3:1 on white; the theme's dimmed gray 7 is AA).
 */
const ACCESSIBLE = {
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-dimmed)' } },
};

export async function notifyError(title: string, message: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ ...ACCESSIBLE, color: 'red', title, message });
}

export async function notifySuccess(title: string, message: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ ...ACCESSIBLE, color: 'brand', title, message });
}
