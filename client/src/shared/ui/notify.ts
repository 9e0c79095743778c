/**
 * Toasts load on first use: @mantine/notifications (the toast list, its transitions and swipe handling) is not
 * needed to paint any page, so neither the module nor <Notifications /> is part of the first load. The first
 * toast imports it and asks UiProvider to mount <Notifications /> (`useToastsWanted`); the store is module
 * state, so a toast shown before <Notifications /> mounts still appears.
 */
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for: from then on UiProvider keeps <Notifications /> mounted. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted, () => false);
}

async function toasts() {
  const module = await import('@mantine/notifications');
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return module.notifications;
}

/**
 * What every toast needs to pass axe: a name for its icon-only close button, and a description darker than
 * Mantine's gray 6 under a title (3.3:1 on white; the theme's dimmed gray 7 is AA).
 */
const ACCESSIBLE = {
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-dimmed)' } },
};

export async function notifyError(title: string, message: string): Promise<void> {
  (await toasts()).show({ ...ACCESSIBLE, color: 'red', title, message });
}

export async function notifySuccess(title: string, message: string): Promise<void> {
  (await toasts()).show({ ...ACCESSIBLE, color: 'brand', title, message });
}
