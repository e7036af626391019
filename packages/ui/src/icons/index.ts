export { IconFrame } from './Icon';
export type { IconProps, IconComponent } from './Icon';
export {
  DashboardIcon,
  MapIcon,
  VehicleIcon,
  TasksIcon,
  InspectionIcon,
  ServiceIcon,
  ClockIcon,
  PartnersIcon,
  SharingIcon,
  VendorsIcon,
  ComplianceIcon,
  UsersIcon,
  ClientsIcon,
  AnnotationIcon,
  DocumentIcon,
  VehicleDetectionIcon,
  DamageDetectionIcon,
  SidebarCollapseIcon,
  SidebarExpandIcon,
  ChevronUpDownIcon,
  VognparkLogo,
} from './icons';
export {
  CheckIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  PersonIcon,
  GlobeIcon,
  ThemeIcon,
  SignOutIcon,
} from './smallIcons';
