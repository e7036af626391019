/**
 * Shared story fixtures for the Sidebar and the full-shell (AppLayout) stories: people,
 * an avatar picture as a data: URL (no network), a message formatter per language and a
 * harness that keeps the sidebar's state like the app does.
 */
import { useState, type MouseEvent } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import { isLocale, type Locale } from '../i18n/locales';
import type { MessageValues } from '../i18n/useKitMessages';
import da from '../messages/da';
import de from '../messages/de';
import en, { type MessageId } from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';
import { Sidebar, type SidebarProps, type SidebarUser } from './Sidebar';

const catalogs: Record<Locale, Record<MessageId, string>> = { en, da, uk, de, fr };
const intlCache = createIntlCache();

/** The story's language, from the toolbar (`globals.locale`). */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'en';
}

/** Formats a kit message in the story's language, as the components do. */
export function storyText(globals: Record<string, unknown>, id: MessageId, values?: MessageValues): string {
  const locale = storyLocale(globals);
  return createIntl({ locale, messages: catalogs[locale] }, intlCache).formatMessage({ id }, values);
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

export const manager: SidebarUser = {
  email: 'mette.hansen@vognpark.dk',
  contact: { name: 'Mette', surname: 'Hansen' },
  imageUrl: portraitUrl,
};

export const admin: SidebarUser = {
  email: 'lars.nielsen@vognpark.dk',
  contact: { name: 'Lars', surname: 'Nielsen' },
  imageUrl: null,
};

export const plainUser: SidebarUser = {
  email: 'jonas.berg@example.com',
  contact: { name: 'Jonas', surname: 'Berg' },
  imageUrl: null,
};

export const longNamedUser: SidebarUser = {
  email: 'anne-sofie.kristiansen-oestergaard@vognpark-logistik.dk',
  contact: { name: 'Anne-Sofie Margrethe', surname: 'Kristiansen-Østergaard Bjerregaard' },
  imageUrl: null,
};

export const emailOnlyUser: SidebarUser = {
  email: 'fleet.ops@example.com',
  contact: null,
  imageUrl: null,
};

/**
 * The sidebar as the app holds it: an `expanded` arg makes it controlled (kept in state
 * here, reported through `onToggle`); clicking an entry moves `currentPath` without
 * leaving the page, and reports through `onNavigate`.
 */
export function SidebarHarness(props: SidebarProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  const [currentPath, setCurrentPath] = useState(props.currentPath);
  return (
    <Sidebar
      {...props}
      expanded={expanded}
      currentPath={currentPath}
      onToggle={(next) => {
        if (expanded !== undefined) setExpanded(next);
        props.onToggle?.(next);
      }}
      onNavigate={(path, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setCurrentPath(path);
        props.onNavigate?.(path, event);
      }}
    />
  );
}
