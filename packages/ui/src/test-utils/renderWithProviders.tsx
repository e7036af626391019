import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locales';
import da from '../messages/da';
import de from '../messages/de';
import en from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';
import { VognparkThemeProvider } from '../theme/ThemeProvider';

export const kitMessages = { en, da, uk, de, fr } as const;

export function Providers({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <VognparkThemeProvider>
      <LocaleProvider locale={locale} messages={kitMessages[locale]}>
        {children}
      </LocaleProvider>
    </VognparkThemeProvider>
  );
}

/** Renders inside the kit's theme and language providers, as a host app would. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <Providers locale={locale}>{children}</Providers>,
    ...options,
  });
}
