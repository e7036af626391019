/**
 * Pins the kit's public runtime API. Adding, renaming or removing an export of
 * `@vognpark/ui` fails this test until the list below is changed on purpose, together with a
 * changeset (`npx changeset`): an addition is a minor release, a removal or rename a major one.
 * Types are pinned by the type check of the app and the consumer test.
 */
import { describe, expect, it } from 'vitest';
import * as kit from './index';

describe('@vognpark/ui public exports', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(kit).sort()).toEqual([
      'AccountMenu',
      'AnnotationIcon',
      'AppLayout',
      'Avatar',
      'Calendar',
      'ChevronUpDownIcon',
      'ClientsIcon',
      'ClockIcon',
      'ComplianceIcon',
      'ConfirmDialog',
      'DEFAULT_BADGE_MAX',
      'DamageDetectionIcon',
      'DashboardIcon',
      'DateField',
      'DocumentIcon',
      'EmptyState',
      'FilteredInput',
      'GlobalStyle',
      'IconFrame',
      'InspectionIcon',
      'LanguageItems',
      'LocaleProvider',
      'LocaleSwitcher',
      'MapIcon',
      'Menu',
      'MenuItem',
      'MenuItemRadio',
      'MenuSeparator',
      'NavBadge',
      'NotificationPanel',
      'PageTitle',
      'PartnersIcon',
      'RELATIVE_LIMIT_MS',
      'SIDEBAR_BREAKPOINT',
      'SIDEBAR_STORAGE_KEY',
      'SearchHeader',
      'ServiceIcon',
      'SharingIcon',
      'Sidebar',
      'SidebarCollapseIcon',
      'SidebarExpandIcon',
      'Spinner',
      'SpinnerGuard',
      'SubscriptionPrompt',
      'TasksIcon',
      'Tooltip',
      'UNKNOWN_INITIALS',
      'UsersIcon',
      'VehicleDetectionIcon',
      'VehicleIcon',
      'VendorsIcon',
      'VognparkLogo',
      'VognparkThemeProvider',
      'adminMenu',
      'avatarColor',
      'avatarPalette',
      'avatarSizes',
      'badgeStatus',
      'darkTheme',
      'defaultCalendarLocale',
      'defaultLocale',
      'filterText',
      'findActiveEntry',
      'getDisplayName',
      'getInitials',
      'graphemes',
      'hiddenManagerEntries',
      'inputFilterKinds',
      'isActiveEntry',
      'isAllowedChar',
      'isInputFilterKind',
      'isLocale',
      'lightTheme',
      'loadKitMessages',
      'localeNameIds',
      'managerMenu',
      'matchLocale',
      'parseStoredChoice',
      'readStoredChoice',
      'relativeTimeParts',
      'resolveSidebarExpanded',
      'supportedLocales',
      'useInputFilter',
      'useKitMessages',
      'useNavBadgeLabel',
      'useSidebarExpanded',
      'visibleEntries',
      'visibleNotifications',
      'visuallyHidden',
      'writeStoredChoice',
    ]);
  });

  it('exports no undefined values', () => {
    const missing = Object.entries(kit)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
