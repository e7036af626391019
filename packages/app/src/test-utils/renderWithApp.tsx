import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { LocaleProvider, VognparkThemeProvider, type Locale } from '@vognpark/ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appCatalogs } from './appCatalogs';

/** Renders a view of the app in the theme, a language (kit and app messages) and a memory router. */
export function renderWithApp(
  ui: ReactElement,
  { locale = 'en', route = '/', ...options }: RenderOptions & { locale?: Locale; route?: string } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <VognparkThemeProvider>
        <LocaleProvider locale={locale} messages={appCatalogs[locale]}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </LocaleProvider>
      </VognparkThemeProvider>
    ),
    ...options,
  });
}
