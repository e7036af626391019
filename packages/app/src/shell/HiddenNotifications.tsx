import { NotificationPanel } from '@vognpark/ui';

/** The sidebar's notification panel: present but hidden (docs/architecture.md), with nothing in it yet. */
export function HiddenNotifications() {
  return <NotificationPanel items={[]} hidden />;
}
