import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingLayer, layerZIndex, useLayerZIndex, type FloatingKind } from './FloatingLayer';
import { VognparkThemeProvider } from './ThemeProvider';
import { lightTheme } from './tokens';

const { zIndex } = lightTheme;

describe('layerZIndex', () => {
  it.each<[FloatingKind, number | null, number]>([
    // On the page: the theme's layers.
    ['popover', null, 1100],
    ['tooltip', null, 1200],
    ['dialog', null, 1300],
    // Inside a drawer or confirmation (1300): just above it, in the same order.
    ['popover', 1300, 1301],
    ['tooltip', 1300, 1302],
    ['dialog', 1300, 1303],
    // Inside the confirmation asked from a drawer (1303): above that again.
    ['popover', 1303, 1304],
    ['dialog', 1303, 1306],
    // Inside a low layer (a host's panel at 10): never below the theme's layer.
    ['popover', 10, 1100],
    ['tooltip', 10, 1200],
  ])('%s in layer %s is at %i', (kind, layer, expected) => {
    expect(layerZIndex(zIndex, kind, layer)).toBe(expected);
  });
});

function Probe({ kind }: { kind: FloatingKind }) {
  return <span data-testid={kind}>{useLayerZIndex(kind)}</span>;
}

describe('FloatingLayer', () => {
  it('raises what is rendered inside it, however deep', () => {
    render(
      <VognparkThemeProvider>
        <Probe kind="popover" />
        <FloatingLayer zIndex={1300}>
          <div>
            <Probe kind="tooltip" />
            <FloatingLayer zIndex={1303}>
              <Probe kind="dialog" />
            </FloatingLayer>
          </div>
        </FloatingLayer>
      </VognparkThemeProvider>,
    );
    expect(screen.getByTestId('popover')).toHaveTextContent('1100');
    expect(screen.getByTestId('tooltip')).toHaveTextContent('1302');
    expect(screen.getByTestId('dialog')).toHaveTextContent('1306');
  });
});
