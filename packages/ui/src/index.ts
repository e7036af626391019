/**
 * @vognpark/ui: the one public entry of the kit. Every export is named here; the
 * export list is pinned by index.test.ts.
 */
export { lightTheme, darkTheme, GlobalStyle, VognparkThemeProvider, visuallyHidden } from './theme';
export type { Theme, ColorTokens, VognparkThemeProviderProps } from './theme';

export {
  supportedLocales,
  defaultLocale,
  isLocale,
  matchLocale,
  localeNameIds,
  loadKitMessages,
  LocaleProvider,
  useKitMessages,
} from './i18n';
export type { Locale, LocaleProviderProps, FormatKitMessage, MessageValues } from './i18n';
export type { MessageId, Messages } from './messages/en';

export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';

export {
  adminMenu,
  managerMenu,
  hiddenManagerEntries,
  visibleEntries,
  isActiveEntry,
  findActiveEntry,
} from './menus';
export type { MenuEntry, NavBadgeKey, NavBadgeCounts } from './menus';

export {
  useSidebarExpanded,
  resolveSidebarExpanded,
  parseStoredChoice,
  readStoredChoice,
  writeStoredChoice,
  SIDEBAR_STORAGE_KEY,
  SIDEBAR_BREAKPOINT,
} from './useSidebarExpanded';
export type {
  SidebarExpandedState,
  SidebarExpandedInput,
  SidebarWindow,
  SidebarStorage,
  SidebarStorageReader,
  UseSidebarExpandedOptions,
} from './useSidebarExpanded';

export {
  IconFrame,
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
export type { IconProps, IconComponent } from './icons';

export {
  filterText,
  isAllowedChar,
  inputFilterKinds,
  isInputFilterKind,
  useInputFilter,
} from './InputFilter';
export type { InputFilterKind, UseInputFilterOptions, InputFilterProps } from './InputFilter';
export { FilteredInput } from './FilteredInput';
export type { FilteredInputProps } from './FilteredInput';

export { Calendar, DateField, defaultCalendarLocale } from './Calendar';
export type { CalendarProps, DateFieldProps, Weekday } from './Calendar';

export {
  Avatar,
  avatarSizes,
  getInitials,
  getDisplayName,
  graphemes,
  UNKNOWN_INITIALS,
  avatarColor,
  avatarPalette,
} from './Avatar';
export type { AvatarProps, AvatarSize, AvatarStatus, AvatarUser } from './Avatar';

export { NavBadge, useNavBadgeLabel, badgeStatus, DEFAULT_BADGE_MAX } from './NavBadge';
export type { NavBadgeProps, BadgeStatus, NavBadgeKind } from './NavBadge';

export { SpinnerGuard } from './SpinnerGuard';
export type { SpinnerGuardProps, GuardDecision } from './SpinnerGuard';

export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';

export { SearchHeader } from './SearchHeader';
export type { SearchHeaderProps } from './SearchHeader';

export {
  NotificationPanel,
  visibleNotifications,
  relativeTimeParts,
  RELATIVE_LIMIT_MS,
} from './NotificationPanel';
export type {
  NotificationPanelProps,
  NotificationItem,
  NotificationFilter,
  RelativeTimeParts,
} from './NotificationPanel';

export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';

export { Menu, MenuItem, MenuItemRadio, MenuSeparator } from './Menu';
export type { MenuProps, MenuItemProps, MenuItemRadioProps, MenuTriggerProps } from './Menu';

export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';

export { LocaleSwitcher, LanguageItems } from './LocaleSwitcher';
export type { LocaleSwitcherProps, LanguageItemsProps } from './LocaleSwitcher';

export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarUser, SidebarLinkProps } from './Sidebar';

export { AppLayout, PageTitle, EmptyState } from './AppLayout';
export type { AppLayoutProps, PageTitleProps, EmptyStateProps } from './AppLayout';

export { SubscriptionPrompt } from './SubscriptionPrompt';
export type { SubscriptionPromptProps } from './SubscriptionPrompt';

// Buttons, fields and the error summary

// Data table, toolbar and status pills

// Tabs, drawer, toasts, page header and stat cards
