import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckIcon } from '../icons/smallIcons';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import en from '../messages/en';
import { Button, ButtonGroup, pendingMessage } from './Button';

describe('Button', () => {
  it('is a plain button named by its text, not a submit button unless asked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('names an icon-only button by its label and hides the icon', () => {
    renderWithProviders(<Button icon={CheckIcon} label="Mark as done" variant="ghost" />);
    const button = screen.getByRole('button', { name: 'Mark as done' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('while pending: keeps its name, is busy, ignores presses, stays focusable and announces it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderWithProviders(
      <Button pending={false} onClick={onClick}>
        Save
      </Button>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(status).toHaveTextContent('Working…');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('announces the given pending text, in the active language by default', () => {
    const { unmount } = renderWithProviders(
      <Button pending pendingLabel="Saving…">
        Save
      </Button>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    unmount();
    renderWithProviders(<Button pending>Gem</Button>, { locale: 'da' });
    expect(screen.getByRole('status')).toHaveTextContent('Arbejder…');
  });

  it('does not submit its form a second time while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit" pending>
          Sign in
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('falls back to the English catalog text without a translation', () => {
    expect(pendingMessage.defaultMessage).toBe(en[pendingMessage.id]);
  });

  it('cannot be pressed when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('hands the button element to a ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProviders(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('requires a label when it has no text (a type error otherwise)', () => {
    // @ts-expect-error an icon-only button without a label has no accessible name
    const unnamed = <Button icon={CheckIcon} />;
    expect(unnamed).toBeTruthy();
  });
});

describe('ButtonGroup', () => {
  it('is a group, named when given a label', () => {
    renderWithProviders(
      <ButtonGroup label="Form actions">
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </ButtonGroup>,
    );
    const group = screen.getByRole('group', { name: 'Form actions' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Save' }));
    expect(group).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
  });
});
