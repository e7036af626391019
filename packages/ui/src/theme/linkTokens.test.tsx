import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../StatusPill/statusPillTones';
import { GlobalStyle } from './GlobalStyle';
import { darkTheme, lightTheme } from './tokens';

describe('the link colour', () => {
  it.each([lightTheme, darkTheme])(
    'reads on the page and on a surface in the $name theme (WCAG AA)',
    (theme) => {
      for (const color of [theme.colors.link, theme.colors.linkHover])
        for (const ground of [theme.colors.background, theme.colors.surface])
          expect(contrastRatio(color, ground)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('is what GlobalStyle gives every plain link, visited or not (never the browser default)', () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={lightTheme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    expect(css).toMatch(/a:where\(:link, ?:visited\)\s*\{\s*color:\s*#0b5cad;/);
  });
});
