import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Placement } from '@floating-ui/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { useKitMessages } from '../i18n/useKitMessages';
import type { MessageId } from '../messages/en';
import { messagesOf } from '../test-utils/storyMessages';
import { lightTheme } from '../theme/tokens';
import { Tooltip } from './Tooltip';

const textIn = (globals: Record<string, unknown>, id: MessageId) => messagesOf(globals)[id];

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sidebarBackground};
  color: ${({ theme }) => theme.colors.sidebarText};
  cursor: pointer;
`;

const Stage = styled.div<{ $align: 'center' | 'end' }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'center')};
  min-height: 160px;
  padding: ${({ $align }) => ($align === 'end' ? '0' : '48px')};
`;

/** A collapsed-sidebar entry: an icon-only button named by its label, which the tooltip shows. */
function CarEntry({
  placement,
  disabled,
  align = 'center',
}: {
  placement: Placement;
  disabled?: boolean;
  align?: 'center' | 'end';
}) {
  const t = useKitMessages();
  return (
    <Stage $align={align}>
      <Tooltip content={t('ui.nav.vehicles')} placement={placement} disabled={disabled}>
        <IconButton type="button" aria-label={t('ui.nav.vehicles')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2v2h-3v-2H8v2H5v-2H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.1-3.5a.7.7 0 0 0-.7-.5H8.9a.7.7 0 0 0-.7.5zM6.5 15a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
            />
          </svg>
        </IconButton>
      </Tooltip>
    </Stage>
  );
}

const meta = {
  title: 'Building blocks/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  // The stories build their own translated trigger and content (CarEntry); `content` and
  // `children` here only satisfy the props table.
  args: { placement: 'right', content: null, children: <span /> },
  render: ({ placement, disabled }, { parameters }) => (
    <CarEntry
      placement={placement ?? 'top'}
      disabled={disabled}
      align={parameters.align === 'end' ? 'end' : 'center'}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`<Tooltip content={…} placement="right" disabled={…}>{trigger}</Tooltip>` on @floating-ui/react. ' +
          'Hovering (after 200 ms) or keyboard focus opens it; leaving, blur or Escape closes it. It is portalled ' +
          'to the body at the tooltip layer, flips and shifts to stay on screen, and describes its trigger ' +
          '(`role="tooltip"`, `aria-describedby`). The collapsed sidebar uses it for its entries.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resting the pointer on the trigger opens the tooltip; leaving closes it. */
export const OnHover: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = textIn(globals, 'ui.nav.vehicles');
    const trigger = within(canvasElement).getByRole('button', { name: label });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(label);
    await expect(tooltip).toBeVisible();
    await expect(canvasElement).not.toContainElement(tooltip);
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(getComputedStyle(tooltip).zIndex).toBe(String(lightTheme.zIndex.tooltip));
    await expect(tooltip.getAttribute('data-placement')).toBe('right');
    // It sits to the right of the trigger.
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().right,
    );

    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Tabbing to the trigger opens the tooltip, for keyboard users. */
export const OnFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = textIn(globals, 'ui.nav.vehicles');
    const trigger = within(canvasElement).getByRole('button', { name: label });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(label);
    await expect(trigger).toHaveAccessibleDescription(label);
  },
};

/** Escape closes an open tooltip without moving focus. */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: textIn(globals, 'ui.nav.vehicles') });
    trigger.focus();
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).not.toHaveAttribute('aria-describedby');
  },
};

/** Asked to open to the right at the right edge of the window, it flips to the left and stays on screen. */
export const FlipsAtEdge: Story = {
  args: { placement: 'right' },
  parameters: { align: 'end' },
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: textIn(globals, 'ui.nav.vehicles') });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip.getAttribute('data-placement')).toBe('left'));
    const box = tooltip.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Disabled (an expanded sidebar shows its labels): hover and focus open nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: textIn(globals, 'ui.nav.vehicles') });
    await userEvent.hover(trigger);
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(trigger).not.toHaveAttribute('aria-describedby');
  },
};
