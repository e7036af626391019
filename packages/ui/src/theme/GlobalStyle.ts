import { createGlobalStyle } from 'styled-components';

/** Base document styles: box sizing, font, colours, links, focus ring, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  /* The browser's own parts (scroll bars, form controls) in the theme's scheme. */
  :root { color-scheme: ${({ theme }) => theme.name}; }
  body {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.sizes.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  /* Links in content (tables, cards, text) in the theme's link colour, visited or not: never the
     browser's default blue and purple. Styled links (sidebar entries, buttons) set their own. */
  a:where(:link, :visited) {
    color: ${({ theme }) => theme.colors.link};
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
  }
  a:where(:link, :visited):hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
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
