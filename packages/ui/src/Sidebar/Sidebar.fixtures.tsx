/**
 * Shared story and test fixtures for the Sidebar and the full-shell (AppLayout) stories: two
 * sample menus, people in each language, an avatar picture as a data: URL (no network) and a
 * harness that keeps the sidebar's state as a host app does.
 */
import { useState, type MouseEvent } from 'react';
import type { Locale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import {
  AnnotationIcon,
  ClientsIcon,
  ClockIcon,
  ComplianceIcon,
  DashboardIcon,
  InspectionIcon,
  MapIcon,
  PartnersIcon,
  ServiceIcon,
  SharingIcon,
  TasksIcon,
  UsersIcon,
  VehicleIcon,
  VendorsIcon,
  type IconComponent,
} from '../icons';
import type { MessageId } from '../messages/en';
import { Sidebar, type SidebarEntry, type SidebarProps } from './Sidebar';
import { SidebarAccount, type SidebarAccountProps, type SidebarUser } from './SidebarAccount';

/** A kit message rendered in the active language: a sample entry label that follows the toolbar. */
export function KitText({ id }: { id: MessageId }) {
  const t = useKitMessages();
  return <>{t(id)}</>;
}

/** A sample entry: its label is one of the kit's `ui.nav.*` messages, kept as `labelId` for the assertions. */
export type SampleEntry = SidebarEntry & { readonly labelId: MessageId };

function entry(
  id: string,
  labelId: MessageId,
  icon: IconComponent,
  badge?: SidebarEntry['badge'],
): SampleEntry {
  return { id, href: `/${id}`, label: <KitText id={labelId} />, labelId, icon, ...(badge && { badge }) };
}

/** Badge counts of the manager sample menu. */
export interface SampleCounts {
  tasks?: number;
  inspections?: number;
  compliance?: number;
}

/** A back-office menu of five entries (as an administrator sees the product). */
export const adminEntries: readonly SampleEntry[] = [
  entry('vehicles', 'ui.nav.vehicles', VehicleIcon),
  entry('inspections', 'ui.nav.inspections', InspectionIcon),
  entry('annotations', 'ui.nav.annotations', AnnotationIcon),
  entry('clients', 'ui.nav.clients', ClientsIcon),
  entry('users', 'ui.nav.users', UsersIcon),
];

/** A fleet menu of twelve entries, three with badges (as a fleet manager sees the product). */
export function managerEntries(counts: SampleCounts = {}): SampleEntry[] {
  return [
    entry('dashboard', 'ui.nav.dashboard', DashboardIcon),
    entry('map', 'ui.nav.map', MapIcon),
    entry('vehicles', 'ui.nav.vehicles', VehicleIcon),
    entry('tasks', 'ui.nav.tasks', TasksIcon, { kind: 'warning', count: counts.tasks }),
    entry('inspections', 'ui.nav.inspections', InspectionIcon, {
      kind: 'warning',
      count: counts.inspections,
    }),
    entry('service', 'ui.nav.service', ServiceIcon),
    entry('timereg', 'ui.nav.timereg', ClockIcon),
    entry('partners', 'ui.nav.partners', PartnersIcon),
    entry('sharing', 'ui.nav.sharing', SharingIcon),
    entry('vendors', 'ui.nav.vendors', VendorsIcon),
    entry('compliance', 'ui.nav.compliance', ComplianceIcon, {
      kind: 'compliance',
      count: counts.compliance,
    }),
    entry('users', 'ui.nav.users', UsersIcon),
  ];
}

/** A small portrait as an inline SVG data: URL, so stories never touch the network. */
export const portraitUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd6a5"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
    <rect width="64" height="64" fill="url(#bg)"/>
    <path d="M14 64c0-12 8-19 18-19s18 7 18 19z" fill="#2a5885"/>
    <circle cx="32" cy="27" r="12" fill="#f1c7a5"/>
    <path d="M19.5 26c0-9 5.5-14 12.5-14s12.5 5 12.5 14c-3-5-7-6.5-12.5-6.5S22.5 21 19.5 26z" fill="#5b3a29"/>
  </svg>`,
)}`;

/** A data: URL that is not an image: the browser fails to load it, as with a deleted file. */
export const brokenImageUrl = 'data:image/png;base64,bm90IGFuIGltYWdl';

/** A sample person in each language. */
export type PersonSamples = Record<Locale, SidebarUser>;

function person(name: string, surname: string, email: string, imageUrl: string | null = null): SidebarUser {
  return { contact: { name, surname }, email, imageUrl };
}

/** A fleet manager, with a picture. */
export const manager: PersonSamples = {
  en: person('Emma', 'Clarke', 'emma.clarke@example.com', portraitUrl),
  da: person('Mette', 'Hansen', 'mette.hansen@vognpark.dk', portraitUrl),
  uk: person('Оксана', 'Коваленко', 'oksana.kovalenko@example.com', portraitUrl),
  de: person('Anna', 'Schmidt', 'anna.schmidt@example.de', portraitUrl),
  fr: person('Camille', 'Dubois', 'camille.dubois@example.fr', portraitUrl),
};

/** An administrator, without a picture. */
export const admin: PersonSamples = {
  en: person('James', 'Wilson', 'james.wilson@example.com'),
  da: person('Lars', 'Nielsen', 'lars.nielsen@vognpark.dk'),
  uk: person('Андрій', 'Шевченко', 'andrii.shevchenko@example.com'),
  de: person('Lukas', 'Müller', 'lukas.mueller@example.de'),
  fr: person('Julien', 'Martin', 'julien.martin@example.fr'),
};

/** A plain user (no menu), without a picture. */
export const plainUser: PersonSamples = {
  en: person('Oliver', 'Hughes', 'oliver.hughes@example.com'),
  da: person('Jonas', 'Berg', 'jonas.berg@example.com'),
  uk: person('Тарас', 'Мельник', 'taras.melnyk@example.com'),
  de: person('Jonas', 'Weber', 'jonas.weber@example.de'),
  fr: person('Lucas', 'Bernard', 'lucas.bernard@example.fr'),
};

/** A name far too long for the 250 px column. */
export const longNamedUser: PersonSamples = {
  en: person(
    'Charlotte Elizabeth',
    'Montgomery-Fitzgerald Worthington',
    'charlotte.montgomery-fitzgerald@fleet-logistics.example.com',
  ),
  da: person(
    'Anne-Sofie Margrethe',
    'Kristiansen-Østergaard Bjerregaard',
    'anne-sofie.kristiansen-oestergaard@vognpark-logistik.dk',
  ),
  uk: person(
    'Олександра Володимирівна',
    'Коваленко-Шевченко Григоренко',
    'oleksandra.kovalenko-shevchenko@example.com',
  ),
  de: person(
    'Anna-Katharina Friederike',
    'Schmidt-Hohenstein Oberländer',
    'anna-katharina.schmidt-hohenstein@fuhrpark-logistik.example.de',
  ),
  fr: person(
    'Marie-Charlotte Élisabeth',
    'Dubois-Lefèvre de La Rochefoucauld',
    'marie-charlotte.dubois-lefevre@flotte-logistique.example.fr',
  ),
};

/** No contact name: only an e-mail address. */
export const emailOnlyUser: PersonSamples = {
  en: { email: 'fleet.ops@example.com', contact: null, imageUrl: null },
  da: { email: 'flaade.drift@example.dk', contact: null, imageUrl: null },
  uk: { email: 'avtopark@example.com', contact: null, imageUrl: null },
  de: { email: 'fuhrpark.betrieb@example.de', contact: null, imageUrl: null },
  fr: { email: 'gestion.flotte@example.fr', contact: null, imageUrl: null },
};

/** The name the account block shows: contact name and surname, else the e-mail. */
export function shownName(user: SidebarUser): string {
  const name = [user.contact?.name, user.contact?.surname].filter(Boolean).join(' ');
  return name || user.email || '';
}

/** What a story of the sidebar sets: the sidebar's own props and the account block's. */
export type SidebarStoryArgs = Omit<SidebarProps, 'account'> &
  Omit<SidebarAccountProps, 'user' | 'locale'> & {
    /** The signed-in person, per language. */
    user: PersonSamples;
  };

/**
 * The sidebar as an app holds it: an `expanded` arg makes it controlled (kept in state here,
 * reported through `onExpandedChange`); clicking an entry moves the highlight without leaving
 * the page, and reports through `onNavigate`. The account block goes into the `account` slot.
 */
export function SidebarHarness({
  user,
  locale,
  onLocaleChange,
  onMyAccount,
  onSignOut,
  ...props
}: Omit<SidebarStoryArgs, 'user'> & { user: SidebarUser; locale: Locale }) {
  const [expanded, setExpanded] = useState(props.expanded);
  const [activeId, setActiveId] = useState(props.activeId);
  return (
    <Sidebar
      {...props}
      expanded={expanded}
      activeId={activeId}
      onExpandedChange={(next) => {
        if (expanded !== undefined) setExpanded(next);
        props.onExpandedChange?.(next);
      }}
      onNavigate={(entry, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setActiveId(entry.id);
        props.onNavigate?.(entry, event);
      }}
      account={
        <SidebarAccount
          user={user}
          locale={locale}
          onLocaleChange={onLocaleChange}
          onMyAccount={onMyAccount}
          onSignOut={onSignOut}
        />
      }
    />
  );
}
