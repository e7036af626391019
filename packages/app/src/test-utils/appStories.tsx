import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { isLocale, LocaleProvider, type Locale, type MessageValues } from '@vognpark/ui';
import { createIntl, createIntlCache } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { AppMessageId } from '../messages/en';
import { appCatalogs as catalogs } from './appCatalogs';

/** The language a story runs in (the toolbar's, or STORY_LOCALE's in the test run). */
export const appLocaleOf = (globals: Record<string, unknown>): Locale =>
  isLocale(globals.locale) ? globals.locale : 'en';

/**
 * For the app's stories: the app's messages on top of the kit's (Storybook's preview provides
 * only the kit's), and a memory router for the links of a page, at `parameters.route` if given.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const locale = appLocaleOf(context.globals);
  const route = (context.parameters as { route?: string }).route ?? '/';
  return (
    <LocaleProvider locale={locale} messages={catalogs[locale]}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </LocaleProvider>
  );
};

/** The app's messages only, for a story that brings its own router (a data router). */
export const withAppMessages: Decorator = (Story, context) => {
  const locale = appLocaleOf(context.globals);
  return (
    <LocaleProvider locale={locale} messages={catalogs[locale]}>
      <Story />
    </LocaleProvider>
  );
};

const intlCache = createIntlCache();

/**
 * An app message as a person sees it in the story's language, so that a play function's
 * assertion holds in all five languages.
 */
export function appTextOf(
  globals: Record<string, unknown>,
  id: AppMessageId,
  values?: MessageValues,
): string {
  const locale = appLocaleOf(globals);
  return createIntl({ locale, messages: catalogs[locale] }, intlCache).formatMessage({ id }, values);
}

/** A kit message (e.g. a DataTable's or Toolbar's own label) in the story's language. */
export function kitTextOf(globals: Record<string, unknown>, id: string, values?: MessageValues): string {
  const locale = appLocaleOf(globals);
  return createIntl({ locale, messages: catalogs[locale] }, intlCache).formatMessage({ id }, values);
}

/**
 * A text as Testing Library compares it: its queries collapse every white space (the no-break
 * spaces Intl puts in "2 000" too) into one plain space, so an expected text must be collapsed alike.
 */
export const collapsed = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Matches a link's name in a form's error summary: the field's label (an app message) and then
 * its error, e.g. "Name: Fill in this field.", whatever the white space (French's no-break space).
 */
export const summaryLinkName =
  (globals: Record<string, unknown>, label: AppMessageId, message: string) =>
  (name: string): boolean =>
    collapsed(name) ===
    collapsed(kitTextOf(globals, 'ui.errorSummary.item', { label: appTextOf(globals, label), message }));

/** Waits until the line under an open Combobox's choices says `text` (a page has other status regions too). */
export const comboboxStatusSays = (text: string): Promise<void> =>
  waitFor(() =>
    expect(
      within(document.body)
        .getAllByText(collapsed(text), { selector: '[role="status"]' })
        .some((line) => line.previousElementSibling?.getAttribute('role') === 'listbox'),
    ).toBe(true),
  );

/** A dark variant of a story (the kit's own: the same render and play in the dark theme, checked to be dark). */
export { darkVariant } from '../../../ui/src/test-utils/darkStory';

/**
 * The open drawer or dialog, once it has moved the focus inside itself. Typing before that goes
 * astray on a busy machine: the focus manager's late move lands on the first field mid-word, and
 * a space typed there picks its first radio.
 */
export async function openedDialog(name?: string): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/**
 * What a drawer's save meets when someone else (Lars Poulsen) saved the record in between: the
 * server's CONFLICT with the version now stored (4), for the drawers' `ChangedMeanwhile` stories.
 */
export const changedMeanwhile = Object.assign(new Error('Changed by someone else'), {
  data: {
    code: 'CONFLICT',
    fieldErrors: null,
    conflict: {
      version: 4,
      changedBy: { id: 'u-lars', name: 'Lars', surname: 'Poulsen' },
      changedAt: '2026-11-28T09:05:00.000Z',
    },
  },
});
