import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { DarkGlobalStyle, GlobalStyle, LightGlobalStyle } from './GlobalStyle';
import { darkTheme, lightTheme, type Theme } from './tokens';

export interface VognparkThemeProviderProps {
  /** The token set; the light theme when left out. */
  theme?: Theme;
  /** Also install the global document styles (font, colours, focus ring). Default true. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Provides the kit's design tokens to every component below it. */
export function VognparkThemeProvider({
  theme = lightTheme,
  withGlobalStyle = true,
  children,
}: VognparkThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {/* The kit's two themes as static styles, which hydrate without rewriting their rules. */}
      {withGlobalStyle &&
        (theme === lightTheme ? (
          <LightGlobalStyle />
        ) : theme === darkTheme ? (
          <DarkGlobalStyle />
        ) : (
          <GlobalStyle />
        ))}
      {children}
    </StyledThemeProvider>
  );
}
