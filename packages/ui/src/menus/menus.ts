import {
  AnnotationIcon,
  ClientsIcon,
  ClockIcon,
  ComplianceIcon,
  DamageDetectionIcon,
  DashboardIcon,
  DocumentIcon,
  InspectionIcon,
  MapIcon,
  PartnersIcon,
  ServiceIcon,
  SharingIcon,
  TasksIcon,
  UsersIcon,
  VehicleDetectionIcon,
  VehicleIcon,
  VendorsIcon,
  type IconComponent,
} from '../icons';
import type { MessageId } from '../messages/en';

/** The entries that can carry a navigation badge (the counts of `my.myNavBadges`). */
export type NavBadgeKey = 'tasks' | 'inspections' | 'compliance';

/**
 * Badge counts per entry. A missing count means "not known yet" and shows nothing;
 * 0 shows nothing for tasks and inspections and a check mark ("Up to date") for compliance.
 */
export type NavBadgeCounts = Partial<Record<NavBadgeKey, number>>;

/** One sidebar entry, as data: the app and the stories render the same lists. */
export interface MenuEntry {
  /** Stable id, also used as React key and `data-entry` attribute. */
  readonly id: string;
  /** The route it links to, e.g. `/manager/vehicles`. */
  readonly path: string;
  /** Message id of its label (`ui.nav.*`). */
  readonly labelId: MessageId;
  /** Decorative icon shown before the label. */
  readonly icon: IconComponent;
  /** Which navigation badge count it shows, if any. */
  readonly badge?: NavBadgeKey;
  /** A route that exists but is left out of the rendered menu (SPEC.md section 2). */
  readonly hidden?: true;
}

/** The admin menu (SPEC.md section 2): vehicles, inspections, annotations, customers, users. */
export const adminMenu: readonly MenuEntry[] = [
  { id: 'vehicles', path: '/admin/vehicles', labelId: 'ui.nav.vehicles', icon: VehicleIcon },
  { id: 'inspections', path: '/admin/inspections', labelId: 'ui.nav.inspections', icon: InspectionIcon },
  { id: 'annotations', path: '/admin/annotations', labelId: 'ui.nav.annotations', icon: AnnotationIcon },
  { id: 'clients', path: '/admin/clients', labelId: 'ui.nav.clients', icon: ClientsIcon },
  { id: 'users', path: '/admin/users', labelId: 'ui.nav.users', icon: UsersIcon },
];

/**
 * The manager menu: every manager route of SPEC.md section 2 in the table's order, except
 * the hidden ones (`hiddenManagerEntries`) and the account page (reached from the account
 * menu) and `/manager/client` (the plain user's landing page).
 */
export const managerMenu: readonly MenuEntry[] = [
  { id: 'dashboard', path: '/manager/dashboard', labelId: 'ui.nav.dashboard', icon: DashboardIcon },
  { id: 'map', path: '/manager/map', labelId: 'ui.nav.map', icon: MapIcon },
  { id: 'vehicles', path: '/manager/vehicles', labelId: 'ui.nav.vehicles', icon: VehicleIcon },
  { id: 'tasks', path: '/manager/tasks', labelId: 'ui.nav.tasks', icon: TasksIcon, badge: 'tasks' },
  {
    id: 'inspections',
    path: '/manager/inspections',
    labelId: 'ui.nav.inspections',
    icon: InspectionIcon,
    badge: 'inspections',
  },
  { id: 'service', path: '/manager/service', labelId: 'ui.nav.service', icon: ServiceIcon },
  { id: 'timereg', path: '/manager/timereg', labelId: 'ui.nav.timereg', icon: ClockIcon },
  { id: 'partners', path: '/manager/partners', labelId: 'ui.nav.partners', icon: PartnersIcon },
  { id: 'sharing', path: '/manager/sharing', labelId: 'ui.nav.sharing', icon: SharingIcon },
  { id: 'vendors', path: '/manager/vendors', labelId: 'ui.nav.vendors', icon: VendorsIcon },
  {
    id: 'compliance',
    path: '/manager/compliance',
    labelId: 'ui.nav.compliance',
    icon: ComplianceIcon,
    badge: 'compliance',
  },
  { id: 'users', path: '/manager/users', labelId: 'ui.nav.users', icon: UsersIcon },
];

/**
 * Manager routes whose menu entries are hidden (SPEC.md section 2). The pages exist; the
 * entries are exported so the app can title those pages, and the Sidebar never shows an
 * entry marked `hidden`.
 */
export const hiddenManagerEntries: readonly MenuEntry[] = [
  {
    id: 'documents',
    path: '/manager/documents',
    labelId: 'ui.nav.documents',
    icon: DocumentIcon,
    hidden: true,
  },
  {
    id: 'vehicle-detection',
    path: '/manager/vehicle-detection',
    labelId: 'ui.nav.vehicleDetection',
    icon: VehicleDetectionIcon,
    hidden: true,
  },
  {
    id: 'damage-detection',
    path: '/manager/damage-detection',
    labelId: 'ui.nav.damageDetection',
    icon: DamageDetectionIcon,
    hidden: true,
  },
];

/** The entries a sidebar shows: all but those marked `hidden`. */
export function visibleEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => !entry.hidden);
}
