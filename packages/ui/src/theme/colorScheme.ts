import { darkTheme, lightTheme, type Theme } from './tokens';

/** What a person chose in the account menu's Theme submenu: follow the system, or one of the two. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';
/** The scheme shown. */
export type ColorScheme = 'light' | 'dark';

/** The choices, in the order the Theme submenu lists them. */
export const colorSchemeChoices: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/** The media query of a system set to dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** "system", "light" or "dark" as stored; anything else (missing, corrupt) is null. */
export function parseColorSchemeChoice(raw: string | null | undefined): ColorSchemeChoice | null {
  return raw === 'system' || raw === 'light' || raw === 'dark' ? raw : null;
}

/** "light" or "dark" as a recorded system preference; anything else is null. */
export function parseColorScheme(raw: string | null | undefined): ColorScheme | null {
  return raw === 'light' || raw === 'dark' ? raw : null;
}

/**
 * The scheme shown: the choice, or with `system` (also when nothing was chosen) the system's
 * preference, light when that is not known.
 */
export function resolveColorScheme(
  choice: ColorSchemeChoice | null,
  system: ColorScheme | null,
): ColorScheme {
  if (choice === 'light' || choice === 'dark') return choice;
  return system ?? 'light';
}

/** The kit's token set for a scheme. */
export function themeForScheme(scheme: ColorScheme): Theme {
  return scheme === 'dark' ? darkTheme : lightTheme;
}
