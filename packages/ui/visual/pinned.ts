/**
 * What the visual run pins so a screenshot depends only on the code: one font, no motion, no
 * caret, no scroll bars. Injected as a style sheet before any story renders.
 *
 * The theme's font stack names Inter, Segoe UI, system-ui and others first; which of those a
 * machine has decides how text looks. Here every element uses DejaVu Sans, which
 * scripts/ensure-chromium.mjs installs with Chromium (Debian package fonts-dejavu-core).
 */
export const pinnedCss = `
*, *::before, *::after {
  font-family: 'DejaVu Sans', sans-serif !important;
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html { height: 100%; overflow: hidden; }
body { height: 100%; margin: 0; overflow: hidden; }
::-webkit-scrollbar { display: none; }
`;

/** The font every screenshot is drawn in. */
export const pinnedFont = 'DejaVu Sans';

/**
 * True when the browser really has `font` (rather than quietly falling back): text drawn in it
 * must measure differently from text drawn in both a serif and a monospace fallback.
 */
export function hasFont(font: string): boolean {
  const context = document.createElement('canvas').getContext('2d')!;
  const sample = 'Vognpark ÆØÅ æøå Олена 0123456789';
  const width = (family: string) => {
    context.font = `16px ${family}`;
    return context.measureText(sample).width;
  };
  return width(`'${font}', serif`) !== width('serif') && width(`'${font}', monospace`) !== width('monospace');
}
