import { createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme, type Theme } from './tokens';

/** Base document styles for a theme, as CSS text: box sizing, font, colours, links, focus ring, reduced motion. */
function globalCss(theme: Theme): string {
  return `
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  /* The browser's own parts (scroll bars, form controls) in the theme's scheme. */
  :root { color-scheme: ${theme.name}; }
  body {
    font-family: ${theme.font.family};
    font-size: ${theme.font.sizes.md};
    line-height: ${theme.font.lineHeight};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  /* Links in content (tables, cards, text) in the theme's link colour, visited or not: never the
     browser's default blue and purple. Styled links (sidebar entries, buttons) set their own. */
  a:where(:link, :visited) {
    color: ${theme.colors.link};
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
  }
  a:where(:link, :visited):hover {
    color: ${theme.colors.linkHover};
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
}

/** Base document styles: box sizing, font, colours, links, focus ring, reduced motion (the theme in context). */
export const GlobalStyle = createGlobalStyle`${({ theme }) => globalCss(theme)}`;

/**
 * The same styles with the light and the dark theme's values written in, which styled-components
 * treats as static: mounting one over the server's copy of its rules leaves them as they are.
 * `GlobalStyle` (the theme a function of the context) deletes and inserts its rules again when it
 * mounts, and the browser then recalculates the style of the whole page it has just hydrated
 * (docs/decisions/first-paint.md, "The fifth step").
 */
export const LightGlobalStyle = createGlobalStyle([globalCss(lightTheme)] as unknown as TemplateStringsArray);
export const DarkGlobalStyle = createGlobalStyle([globalCss(darkTheme)] as unknown as TemplateStringsArray);
