/**
 * Chromatic modes: the combinations of globals a story is captured in, each with its own baseline
 * and its own approval (https://www.chromatic.com/docs/modes/). A mode sets the `locale` global
 * (read by the decorator in preview.tsx) and the window width.
 *
 * The widths sit on each side of the sidebar's 1300 px breakpoint: below it the self-managing
 * sidebar starts collapsed, above it expanded. Stories opt in with
 * `parameters: { chromatic: { modes: shellModes } }` where the language and the width change
 * what a reviewer sees (the shell, the sidebar, the account menu, the dialogs).
 *
 * .storybook/modes.ts re-exports this file (Chromatic's usual place). The definitions live here,
 * inside the kit's TypeScript project, so the stories can import them; `.fixtures` keeps the file
 * out of the published package, as with the other story fixtures.
 */
import { supportedLocales, type Locale } from './i18n/locales';

/** The sidebar breakpoint (theme.layout.sidebarBreakpoint): the widths below are chosen around it. */
export const sidebarBreakpoint = 1300;

/** A window just below the breakpoint (the sidebar starts collapsed) and one just above it. */
export const viewports = {
  belowBreakpoint: { width: 1200, height: 800 },
  aboveBreakpoint: { width: 1400, height: 900 },
} as const;

type Viewport = (typeof viewports)[keyof typeof viewports];
export interface Mode {
  /** The story's language: the `locale` global of preview.tsx. */
  locale: Locale;
  /** The browser window Chromatic captures in. */
  viewport: Viewport;
}

const mode = (locale: Locale, viewport: Viewport): Mode => ({ locale, viewport });

/** Every language and both widths: 10 modes, named like "da 1200". */
export const allModes: Record<string, Mode> = Object.fromEntries(
  supportedLocales.flatMap((locale) =>
    Object.values(viewports).map((viewport) => [`${locale} ${viewport.width}`, mode(locale, viewport)]),
  ),
);

/** The shell and the sidebar: every language at both widths (the sidebar is 250 or 60 px wide). */
export const shellModes: Record<string, Mode> = allModes;

/**
 * Menus and dialogs: every language below the breakpoint (the text length is what changes), and
 * English above it too (the dialog or menu keeps its place in a wider window).
 */
export const overlayModes: Record<string, Mode> = {
  ...Object.fromEntries(
    supportedLocales.map((locale) => [
      `${locale} ${viewports.belowBreakpoint.width}`,
      mode(locale, viewports.belowBreakpoint),
    ]),
  ),
  [`en ${viewports.aboveBreakpoint.width}`]: mode('en', viewports.aboveBreakpoint),
};
