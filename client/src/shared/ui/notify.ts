/**
 * Toasts load on first use: @mantine/notifications is not needed to paint any page, so it stays out of the
 * initial bundle. The store is module state, so a toast shown before <Notifications /> mounts still appears.
 */
export async function notifyError(title: string, message: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'red', title, message });
}

export async function notifySuccess(title: string, message: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'brand', title, message });
}
