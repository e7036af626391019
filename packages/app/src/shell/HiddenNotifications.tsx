import { NotificationPanel } from '@vognpark/ui';

/** The sidebar's notification panel: present but hidden (SPEC.md), with nothing in it yet. */
export function HiddenNotifications() {
  return <NotificationPanel items={[]} hidden />;
}
