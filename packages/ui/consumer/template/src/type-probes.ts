// Type probes: checked by the consumer test's `tsc`, never bundled. Each @ts-expect-error fails
// the check when the kit's declarations are missing (everything `any`) or too loose.
import { darkTheme, getInitials, type Locale, type SidebarProps, type Theme } from '@vognpark/ui';
import da from '@vognpark/ui/messages/da';

export const initials: string = getInitials({ email: 'someone@example.com' });
export const theme: Theme = darkTheme;
export const navigation: string = da['ui.sidebar.navigation'];

// @ts-expect-error 'xx' is not one of the kit's languages
export const wrongLocale: Locale = 'xx';

// @ts-expect-error getInitials takes a person, not a number
getInitials(42);

// @ts-expect-error a sidebar entry needs an href, a label and an icon
export const incomplete: SidebarProps = { entries: [{ id: 'vehicles' }] };

// @ts-expect-error no such message in the catalog
export const unknownMessage = da['ui.no.such.message'];
