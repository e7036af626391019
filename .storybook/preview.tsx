import type { Decorator, Preview } from '@storybook/react-vite';
import {
  LocaleProvider,
  VognparkThemeProvider,
  darkTheme,
  isLocale,
  lightTheme,
  type Locale,
} from '../packages/ui/src';
import da from '../packages/ui/src/messages/da';
import de from '../packages/ui/src/messages/de';
import en from '../packages/ui/src/messages/en';
import fr from '../packages/ui/src/messages/fr';
import uk from '../packages/ui/src/messages/uk';
import { viewports } from './modes';

const kitMessages: Record<Locale, Record<string, string>> = { en, da, uk, de, fr };

/**
 * Every story renders inside the theme and the language chosen in the toolbar; a story's own
 * `globals: { theme: 'dark' }` makes it a dark variant (axe checks its contrast too).
 */
const withProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <VognparkThemeProvider theme={context.globals.theme === 'dark' ? darkTheme : lightTheme}>
      <LocaleProvider locale={locale} messages={kitMessages[locale]}>
        <div lang={locale}>
          <Story />
        </div>
      </LocaleProvider>
    </VognparkThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language of every story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'da', title: 'Dansk' },
          { value: 'uk', title: 'Українська' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The test runner sets VITE_STORY_LOCALE to run every story in each language.
  initialGlobals: { locale: import.meta.env.VITE_STORY_LOCALE ?? 'en' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The two windows of the Chromatic modes (./modes.ts), on each side of the 1300 px sidebar
    // breakpoint, in the toolbar's viewport menu.
    viewport: {
      options: {
        belowBreakpoint: {
          name: `Below the sidebar breakpoint (${viewports.belowBreakpoint.width} px)`,
          styles: {
            width: `${viewports.belowBreakpoint.width}px`,
            height: `${viewports.belowBreakpoint.height}px`,
          },
          type: 'desktop',
        },
        aboveBreakpoint: {
          name: `Above the sidebar breakpoint (${viewports.aboveBreakpoint.width} px)`,
          styles: {
            width: `${viewports.aboveBreakpoint.width}px`,
            height: `${viewports.aboveBreakpoint.height}px`,
          },
          type: 'desktop',
        },
      },
    },
    // Every story is an accessibility test: an axe violation fails it.
    // Only violations fail a story: axe then reports one node per passing rule instead of every
    // node (its selectors are most of its time), 7 % less Chromium CPU for the stories in Danish.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
  },
};

export default preview;
