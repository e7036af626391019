/**
 * @vognpark/ui: the one public entry of the kit. Every export is named here; the
 * export list is pinned by index.test.ts.
 */
export {
  lightTheme,
  darkTheme,
  GlobalStyle,
  VognparkThemeProvider,
  visuallyHidden,
  FloatingLayer,
  layerZIndex,
  useLayerZIndex,
} from './theme';
export type {
  Theme,
  ColorTokens,
  VognparkThemeProviderProps,
  FloatingKind,
  FloatingLayerProps,
} from './theme';
export {
  colorSchemeChoices,
  DARK_SCHEME_QUERY,
  parseColorScheme,
  parseColorSchemeChoice,
  resolveColorScheme,
  themeForScheme,
} from './theme';
export type { ColorScheme, ColorSchemeChoice } from './theme';

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

export { useControllableState } from './useControllableState';
export type { UseControllableStateOptions } from './useControllableState';

export {
  useSidebarExpanded,
  resolveSidebarExpanded,
  parseStoredChoice,
  readStoredChoice,
  writeStoredChoice,
  SIDEBAR_STORAGE_KEY,
  SIDEBAR_BREAKPOINT,
  SIDEBAR_OVERLAY_BREAKPOINT,
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

export { Calendar, DateField } from './Calendar';
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
export type { SpinnerGuardProps, GuardState } from './SpinnerGuard';

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

export { Sidebar, SidebarAccount, SidebarVersion } from './Sidebar';
export type {
  SidebarProps,
  SidebarEntry,
  SidebarEntryBadge,
  SidebarLinkProps,
  SidebarAccountProps,
  SidebarUser,
  SidebarVersionProps,
} from './Sidebar';

export { AppLayout, PageTitle, EmptyState } from './AppLayout';
export type { AppLayoutProps, PageTitleProps, EmptyStateProps } from './AppLayout';

export { SubscriptionPrompt } from './SubscriptionPrompt';
export type { SubscriptionPromptProps } from './SubscriptionPrompt';

// Buttons, fields and the error summary
export { Button, ButtonGroup } from './Button';
export type {
  ButtonProps,
  ButtonCommonProps,
  TextButtonProps,
  IconOnlyButtonProps,
  ButtonIcon,
  ButtonVariant,
  ButtonSize,
  ButtonGroupProps,
} from './Button';
export { Field, FieldError, splitFieldProps } from './Field';
export type { FieldProps, FieldBaseProps, FieldControlProps, FieldOwnProps } from './Field';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps, CheckboxOption } from './CheckboxGroup';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { Combobox } from './Combobox';
export type { ComboboxProps, ComboboxOption } from './Combobox';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { ErrorSummary, errorSummaryFocusTarget } from './ErrorSummary';
export type {
  ErrorSummaryProps,
  ErrorSummaryItem,
  ErrorSummaryFocus,
  ErrorSummaryFocusTarget,
  ErrorSummaryFocusInput,
} from './ErrorSummary';

// Data table, toolbar and status pills
export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSelection,
  SortDescriptor,
  SortDirection,
} from './DataTable';
export { Toolbar } from './Toolbar';
export type { ToolbarProps, ToolbarFilter, ToolbarFilterOption, ToolbarFilterValue } from './Toolbar';
export { StatusPill, statusPillTones } from './StatusPill';
export type { StatusPillProps, StatusPillTone } from './StatusPill';
// The Toolbar's multi-select filter menus; a Menu item like MenuItemRadio.
export { MenuItemCheckbox } from './Menu';
export type { MenuItemCheckboxProps } from './Menu';

// Tabs, drawer, toasts, page header and stat cards
export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { Drawer, useDrawer } from './Drawer';
export type { DrawerProps, DrawerContextValue } from './Drawer';
export { ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps, BreadcrumbItem, BreadcrumbLinkProps } from './PageHeader';
export { Chart } from './Chart';
export { Map } from './Map';
export type { MapBasemap, MapLandmark, MapMarker, MapMarkerTone, MapPlace, MapProps, MapZone } from './Map';
export type { ChartKind, ChartProps, ChartSeries } from './Chart';
export { StatCard } from './StatCard';
export type { StatCardProps, StatCardTrendDirection } from './StatCard';
export { DescriptionItem, DescriptionList } from './DescriptionList';
export type { DescriptionItemProps, DescriptionListProps } from './DescriptionList';

export { CSV_BOM, CSV_SEPARATOR, csvCell, toCsv } from './csv';
export type { CsvCell } from './csv';
