/**
 * Design tokens. A theme is one token set; the light and dark sets share this shape,
 * so a host can switch by handing another set to ThemeProvider.
 */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, menus, dialogs. */
  surface: string;
  /** Hovered or pressed surface. */
  surfaceHover: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Text links (a vehicle's plate in a table, "see all"): the same in every table and page. */
  link: string;
  linkHover: string;
  focusRing: string;
  sidebarBackground: string;
  sidebarText: string;
  sidebarTextMuted: string;
  sidebarHover: string;
  sidebarActive: string;
  sidebarActiveText: string;
  warning: string;
  onWarning: string;
  success: string;
  onSuccess: string;
  danger: string;
  onDanger: string;
  backdrop: string;
  tooltipBackground: string;
  tooltipText: string;
  /** Chart series, in order: told apart by people with the common colour-vision deficiencies (Okabe-Ito based). */
  chartSeries: readonly string[];
}

export interface Theme {
  name: 'light' | 'dark';
  colors: ColorTokens;
  /** Spacing scale in px, index = step. */
  space: readonly [0, 4, 8, 12, 16, 24, 32, 48];
  font: {
    family: string;
    sizes: { xs: string; sm: string; md: string; lg: string; xl: string };
    weights: { regular: number; medium: number; bold: number };
    lineHeight: number;
  };
  radii: { sm: string; md: string; lg: string; round: string };
  shadows: { sm: string; md: string; lg: string };
  /** Stacking layers. The sidebar sits at 1000; everything that floats is above it. */
  zIndex: { base: number; sidebar: number; popover: number; tooltip: number; dialog: number };
  layout: {
    sidebarExpanded: number;
    sidebarCollapsed: number;
    sidebarBreakpoint: number;
    notificationPanel: number;
  };
  motion: { fast: string; normal: string };
}

const shared = {
  space: [0, 4, 8, 12, 16, 24, 32, 48] as const,
  font: {
    family:
      "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
    sizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px' },
    weights: { regular: 400, medium: 500, bold: 700 },
    lineHeight: 1.45,
  },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '9999px' },
  zIndex: { base: 0, sidebar: 1000, popover: 1100, tooltip: 1200, dialog: 1300 },
  layout: { sidebarExpanded: 250, sidebarCollapsed: 60, sidebarBreakpoint: 1300, notificationPanel: 300 },
  motion: { fast: '120ms', normal: '200ms' },
};

export const lightTheme: Theme = {
  name: 'light',
  ...shared,
  colors: {
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceHover: '#eef1f5',
    text: '#17212b',
    textMuted: '#4f5b67',
    border: '#cfd6de',
    primary: '#0b5cad',
    primaryHover: '#094a8c',
    onPrimary: '#ffffff',
    link: '#0b5cad',
    linkHover: '#094a8c',
    focusRing: '#1f6feb',
    sidebarBackground: '#102a43',
    sidebarText: '#f0f4f8',
    sidebarTextMuted: '#bcccdc',
    sidebarHover: '#1c3d5e',
    sidebarActive: '#2a5885',
    sidebarActiveText: '#ffffff',
    warning: '#b3261e',
    onWarning: '#ffffff',
    success: '#1e7a3c',
    onSuccess: '#ffffff',
    danger: '#b3261e',
    onDanger: '#ffffff',
    backdrop: 'rgba(16, 42, 67, 0.55)',
    tooltipBackground: '#17212b',
    tooltipText: '#ffffff',
    chartSeries: ['#0b5cad', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9'],
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 42, 67, 0.12)',
    md: '0 4px 12px rgba(16, 42, 67, 0.16)',
    lg: '0 12px 32px rgba(16, 42, 67, 0.24)',
  },
};

export const darkTheme: Theme = {
  name: 'dark',
  ...shared,
  colors: {
    background: '#0d1117',
    surface: '#161b22',
    surfaceHover: '#21262d',
    text: '#e6edf3',
    textMuted: '#a5b1bd',
    border: '#3d444d',
    primary: '#4493f8',
    primaryHover: '#6cabfa',
    onPrimary: '#0d1117',
    link: '#6cabfa',
    linkHover: '#9ccbff',
    focusRing: '#58a6ff',
    sidebarBackground: '#010409',
    sidebarText: '#e6edf3',
    sidebarTextMuted: '#a5b1bd',
    sidebarHover: '#161b22',
    sidebarActive: '#1f3a5f',
    sidebarActiveText: '#ffffff',
    warning: '#ff7b72',
    onWarning: '#0d1117',
    success: '#3fb950',
    onSuccess: '#0d1117',
    danger: '#ff7b72',
    onDanger: '#0d1117',
    backdrop: 'rgba(1, 4, 9, 0.7)',
    tooltipBackground: '#e6edf3',
    tooltipText: '#0d1117',
    chartSeries: ['#4493f8', '#f0883e', '#3fb950', '#d2a8ff', '#e3b341', '#79c0ff'],
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
