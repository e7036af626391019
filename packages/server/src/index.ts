// The package's public entry. No side effects: the app imports its types only.
export type { AppRouter } from './trpc/router.js';
export type { User, UserSettings, Role, Language } from './areas/accounts/settings.js';
export type { NavBadges } from './badges.js';
export type {
  OdometerReading,
  OdometerReadingPage,
  OdometerSource,
  PlanApplySummary,
  ScheduleMode,
  ServiceCoveredBy,
  ServiceEntry,
  ServiceEntryExportChunk,
  ServiceEntryPage,
  ServiceLine,
  ServiceLineKind,
  ServicePlan,
  ServiceSchedule,
  ServiceScheduleItem,
  ServiceSchedulePage,
  ServiceScheduleTask,
  ServiceState,
  ServiceTask,
  ServiceVisit,
  ServiceVisitItem,
  ServiceVisitProposal,
  VisitItemKind,
} from './areas/service/model.js';
// Sharing: pools, bookings and share links (docs/sharing.md).
export type * from './areas/sharing/model.js';
// Partners, vendors and costs (docs/partners.md).
export type * from './areas/partners/model.js';
export { EXPENSE_CHECKS, EXPENSE_IMPORT_FILE_ERRORS, FUEL_FIELDS } from './areas/partners/model.js';
export type {
  DocumentItem,
  DocumentOwnerLabel,
  DocumentOwnerKind,
  DocumentPage,
  DocumentType,
  DocumentUsage,
  DocumentVersion,
  ExpiryState,
  RenewalProposal,
  UploadError,
} from './areas/documents/model.js';
// The map: positions, depots and trackers (docs/map.md).
export type {
  Depot,
  MapAttention,
  MapOverview,
  MapPosition,
  MapVehicle,
  MapWorkshop,
  NearestWorkshop,
  PositionSource,
  TrackerDevice,
  CreatedTrackerDevice,
} from './areas/map/model.js';
// Photos and the driver's walk-around (docs/photos.md).
export type {
  Photo,
  PhotoAngle,
  PhotoOwnerKind,
  WalkAroundItem,
  WalkAroundRecord,
  WalkAroundCheck,
} from './areas/photos/model.js';
// The damage register (docs/damage.md).
export type * from './areas/damage/model.js';
// The admin's annotation workbench (docs/annotations.md).
export type * from './areas/annotations/model.js';
export {
  ANNOTATION_CLASSES,
  ANNOTATION_SEVERITIES,
  CAR_PARTS,
  ITEM_STATUSES,
  MAX_POLYGON_POINTS,
  MAX_SHAPES,
} from './areas/annotations/model.js';
// Vehicle detection: plates read from photos (docs/vehicle-detection.md).
export type * from './areas/vehicleDetection/model.js';
export type { PlateShape } from './areas/vehicleDetection/grammar.js';
export type { PlateBox } from './areas/vehicleDetection/reader.js';
// Generated plate photos (the end-to-end test and the bench).
export { plateScene, PLATE_CONDITIONS, type SceneOptions } from './areas/vehicleDetection/plateScenes.js';
export type { DamageModelStatus, DetectedDamage, ModelState } from './areas/damage/modelSlot.js';
// Clients, users and accounts (docs/accounts.md).
export type {
  Account,
  Client,
  ClientOption,
  ClientPage,
  ManagedUser,
  ManagedUserPage,
  OneTimePasswordResult,
} from './areas/accounts/users/model.js';
export type { ClientOverview, FirstRows } from './areas/accounts/clients/overview.js';
export type { AuditAction, AuditChanges, AuditEntity, AuditEntry, AuditPage } from './audit/audit.js';
export type { BootData, PageQuery, PageRenderRequest, PageRenderResult, PageRenderer } from './boot.js';
export type { ServerConfig } from './config.js';
export type {
  ComplianceState,
  DriverOption,
  PersonRef,
  SortDir,
  Vehicle,
  VehicleChanges,
  VehicleExportChunk,
  VehicleFuel,
  VehicleHistoryAction,
  VehicleHistoryEntry,
  VehicleHistoryPage,
  VehiclePage,
  VehicleSort,
  VehicleSortBy,
  VehicleStatus,
  VehicleType,
} from './areas/vehicles/model.js';
export type { VehicleExportColumn } from './areas/vehicles/csv.js';
export type { LicenceCategory } from './areas/vehicles/licence.js';
// The manager's dashboard and the driver's home (docs/fleet-work.md).
export type {
  DashboardCharts,
  DashboardSummary,
  DriverDueItem,
  DriverVehicle,
  UpcomingItem,
} from './dashboard/model.js';
// Compliance, inspections and tasks (docs/fleet-work.md).
export type {
  ComplianceKind,
  Obligation,
  ObligationPage,
  Renewal,
  RenewalPage,
} from './areas/compliance/model.js';
export type {
  Defect,
  DefectSeverity,
  Inspection,
  InspectionDetail,
  InspectionDueState,
  InspectionKind,
  InspectionPage,
  InspectionResult,
  InspectionSortBy,
} from './areas/inspections/model.js';
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
export type {
  Task,
  TaskDetail,
  TaskDueState,
  TaskPage,
  TaskPriority,
  TaskSortBy,
  TaskSource,
  TaskStatus,
} from './areas/tasks/model.js';
export {
  BOOT_ELEMENT_ID,
  MESSAGES_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  injectBootData,
  serializeForScript,
} from './boot.js';
export { readConfig } from './config.js';
// Pure (no server dependencies): the register's enumerations, plate/VIN rules and the CSV builder.
export {
  COMPLIANCE_STATES,
  VEHICLE_FUELS,
  VEHICLE_HISTORY_ACTIONS,
  VEHICLE_SORTS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from './areas/vehicles/model.js';
export {
  formatRegistration,
  isValidRegistration,
  isValidVin,
  normaliseRegistration,
} from './areas/vehicles/identifiers.js';
export { VEHICLE_EXPORT_COLUMNS, vehicleCsvRow } from './areas/vehicles/csv.js';
// Pure: driving licence categories and what each covers (Directive 2006/126/EC, docs/sharing.md).
export {
  coveredCategories,
  defaultLicenceCategory,
  LICENCE_CATEGORIES,
  licenceCovers,
  licenceRefusal,
} from './areas/vehicles/licence.js';
// Pure: fleet work's enumerations and the one definition of due states (src/due/rules.ts).
export { COMPLIANCE_KINDS } from './areas/compliance/model.js';
export {
  DEFECT_SEVERITIES,
  INSPECTION_KINDS,
  INSPECTION_RESULTS,
  INSPECTION_SORTS,
} from './areas/inspections/model.js';
export { TASK_COMMENT_MAX } from './work/model.js';
export { TASK_PRIORITIES, TASK_SORTS, TASK_SOURCES, TASK_STATUSES } from './areas/tasks/model.js';
export { addDays, copenhagenToday, UPCOMING_DAYS } from './due/rules.js';
export {
  COMPLIANCE_ATTENTION_STATES,
  COMPLIANCE_DUE_SOON_DAYS,
  complianceState,
} from './areas/compliance/due.js';
export {
  INSPECTION_ATTENTION_STATES,
  INSPECTION_DUE_SOON_DAYS,
  INSPECTION_DUE_STATES,
  inspectionDueState,
} from './areas/inspections/due.js';
export {
  TASK_ATTENTION_STATES,
  TASK_DUE_SOON_DAYS,
  TASK_DUE_STATES,
  taskDueState,
} from './areas/tasks/due.js';
export { buildServer, SESSION_COOKIE } from './server.js';
export type {
  WorkingTimeAgreement,
  DayMode,
  DayStatus,
  DriverRef,
  DriverWeek,
  MileageRate,
  Trip,
  TripMonth,
  TripStatus,
  WeekDay,
  WeekView,
  WorkingDay,
  WorkingPeriod,
} from './areas/timereg/model.js';
export { DAY_MODES, DAY_STATUSES, TRIP_STATUSES } from './areas/timereg/model.js';
export type { Flag, PeriodKind, RuleId, TripKind } from './areas/timereg/rules.js';
export { LIMITS, PERIOD_KINDS, RULES, TRIP_KINDS } from './areas/timereg/rules.js';
export type {
  ImportColumn,
  ImportField,
  ImportFieldErrors,
  ImportFileError,
  ImportPreview,
  ImportRefusal,
  ImportResult,
  ImportRow,
} from './areas/imports/model.js';
export { IMPORT_FIELDS, IMPORT_FILE_ERRORS, REQUIRED_IMPORT_FIELDS } from './areas/imports/model.js';
export { FUEL_WORDS, HEADER_WORDS, STATUS_WORDS, TYPE_WORDS, wordKey } from './areas/imports/vocabulary.js';
