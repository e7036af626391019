import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Tooltip, type TooltipProps } from './Tooltip';

function renderTooltip(props: Partial<TooltipProps> = {}) {
  const onClick = vi.fn();
  const buttonRef = createRef<HTMLButtonElement>();
  const view = renderWithProviders(
    <>
      <Tooltip content="Vehicles" {...props}>
        <button type="button" ref={buttonRef} onClick={onClick} aria-label="Vehicles">
          V
        </button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { ...view, onClick, buttonRef, user: userEvent.setup() };
}

describe('Tooltip', () => {
  it('opens on hover, describes its trigger, and closes when the pointer leaves', async () => {
    const { user } = renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Vehicles' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Vehicles');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('Vehicles');

    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('opens on keyboard focus and closes on blur', async () => {
    const { user } = renderTooltip();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vehicles' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vehicles');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('closes on Escape and keeps focus on the trigger', async () => {
    const { user } = renderTooltip();
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByRole('button', { name: 'Vehicles' })).toHaveFocus();
  });

  it('is portalled into the body, outside the component tree', async () => {
    const { user, container } = renderTooltip();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(container).not.toContainElement(tooltip);
    expect(document.body).toContainElement(tooltip);
  });

  it('keeps the trigger’s own handlers and ref', async () => {
    const { user, onClick, buttonRef } = renderTooltip();
    await user.click(screen.getByRole('button', { name: 'Vehicles' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(buttonRef.current).toBe(screen.getByRole('button', { name: 'Vehicles' }));
  });

  it('never opens when disabled', async () => {
    const { user } = renderTooltip({ disabled: true });
    const trigger = screen.getByRole('button', { name: 'Vehicles' });
    await user.hover(trigger);
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('closes when disabled while open, and does not reopen by itself when enabled again', async () => {
    const { user, rerender } = renderTooltip();
    const tree = (disabled: boolean) => (
      <>
        <Tooltip content="Vehicles" disabled={disabled}>
          <button type="button" aria-label="Vehicles">
            V
          </button>
        </Tooltip>
        <button type="button">Elsewhere</button>
      </>
    );
    await user.tab();
    await screen.findByRole('tooltip');
    rerender(tree(true));
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(tree(false));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing for empty content', async () => {
    const { user } = renderTooltip({ content: '' });
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Tooltip open state', () => {
  it('shows while controlled open and asks to close on Escape, staying until the owner closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(
      <Tooltip content="Vehicles" open onOpenChange={onOpenChange}>
        <button type="button">V</button>
      </Tooltip>,
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vehicles');
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    rerender(
      <Tooltip content="Vehicles" open={false} onOpenChange={onOpenChange}>
        <button type="button">V</button>
      </Tooltip>,
    );
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('starts shown with defaultOpen', async () => {
    renderWithProviders(
      <Tooltip content="Map" defaultOpen>
        <button type="button">M</button>
      </Tooltip>,
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Map');
  });
});
