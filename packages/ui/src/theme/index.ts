export { lightTheme, darkTheme } from './tokens';
export type { Theme, ColorTokens } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { VognparkThemeProvider } from './ThemeProvider';
export type { VognparkThemeProviderProps } from './ThemeProvider';
export { visuallyHidden } from './visuallyHidden';
