import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { DarkGlobalStyle, GlobalStyle, LightGlobalStyle } from './GlobalStyle';
import { VognparkThemeProvider } from './ThemeProvider';
import { darkTheme, lightTheme, type Theme } from './tokens';

/** The rules a server render of `element` writes, without styled-components' ids. */
function rulesOf(render: () => ReactElement): string {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(render()));
  const css = sheet.getStyleTags();
  sheet.seal();
  return css
    .replace(/<[^>]+>/g, '')
    .replace(/\/\*!sc\*\//g, '')
    .replace(/data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]*"\}/g, '')
    .trim();
}

describe('the global style', () => {
  it.each<{ theme: Theme; Static: ComponentType }>([
    { theme: lightTheme, Static: LightGlobalStyle },
    { theme: darkTheme, Static: DarkGlobalStyle },
  ])('is the same in its static form ($theme.name theme)', ({ theme, Static }) => {
    const dynamic = rulesOf(() => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>
    ));
    expect(dynamic).toContain(`background:${theme.colors.background}`);
    expect(rulesOf(() => <Static />)).toBe(dynamic);
  });

  it('is what the theme provider installs, for each scheme', () => {
    for (const theme of [lightTheme, darkTheme])
      expect(
        rulesOf(() => (
          <VognparkThemeProvider theme={theme}>
            <p />
          </VognparkThemeProvider>
        )),
      ).toContain(`color-scheme:${theme.name}`);
  });
});
