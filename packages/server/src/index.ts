// The package's public entry. No side effects: the app imports its types only.
export type { AppRouter } from './trpc/router.js';
export type { NavBadges } from './badges.js';
export type { AuditAction, AuditChanges, AuditEntity, AuditEntry, AuditPage } from './audit/audit.js';
export type {
  BootData,
  MapBasemapConfig,
  PageQuery,
  PageRenderRequest,
  PageRenderResult,
  PageRenderer,
} from './boot.js';
export type { ServerConfig } from './config.js';
// The manager's dashboard and the driver's home (docs/fleet-work.md).
export type {
  DashboardCharts,
  DashboardSummary,
  DriverDueItem,
  DriverVehicle,
  UpcomingItem,
} from './dashboard/model.js';
export type {
  Page,
  TaskComment,
  TaskCommentPage,
  TitleNames,
  VehicleRef,
  WorkSort,
  WorkHistoryEntry,
  WorkHistoryPage,
} from './work/model.js';
export {
  BOOT_ELEMENT_ID,
  MESSAGES_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  injectBootData,
  serializeForScript,
} from './boot.js';
export { readConfig } from './config.js';
export { TASK_COMMENT_MAX } from './work/model.js';
export { addDays, copenhagenToday, UPCOMING_DAYS } from './due/rules.js';
export { buildServer, SESSION_COOKIE } from './server.js';
