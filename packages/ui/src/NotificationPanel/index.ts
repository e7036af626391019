export { NotificationPanel, visibleNotifications } from './NotificationPanel';
export type { NotificationPanelProps, NotificationItem, NotificationFilter } from './NotificationPanel';
export { relativeTimeParts, RELATIVE_LIMIT_MS } from './relativeTime';
export type { RelativeTimeParts } from './relativeTime';
