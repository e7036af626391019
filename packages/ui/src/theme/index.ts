export { lightTheme, darkTheme } from './tokens';
export type { Theme, ColorTokens } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { VognparkThemeProvider } from './ThemeProvider';
export type { VognparkThemeProviderProps } from './ThemeProvider';
export { visuallyHidden } from './visuallyHidden';
export {
  colorSchemeChoices,
  DARK_SCHEME_QUERY,
  parseColorScheme,
  parseColorSchemeChoice,
  resolveColorScheme,
  themeForScheme,
} from './colorScheme';
export type { ColorScheme, ColorSchemeChoice } from './colorScheme';
export { FloatingLayer, layerZIndex, useLayerZIndex } from './FloatingLayer';
export type { FloatingKind, FloatingLayerProps } from './FloatingLayer';
