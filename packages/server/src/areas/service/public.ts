/**
 * What the app may import of the service area, as `@vognpark/server/areas/service`: its types and
 * the constants its pages share with the server. No side effects.
 */
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
} from './model.js';
