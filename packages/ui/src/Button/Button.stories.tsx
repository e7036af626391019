import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { CheckIcon } from '../icons/smallIcons';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Button, ButtonGroup } from './Button';

const meta = {
  title: 'Building blocks/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The kit’s button: `primary`, `secondary`, `danger` and `ghost`, in `md` and `sm`. ' +
          'While `pending` it keeps its width and name, is `aria-busy`, ignores presses and a polite ' +
          'live region says what is happening ("Working…" unless told). An icon-only button must have a ' +
          '`label` (a type error otherwise). `ButtonGroup` lines up related buttons.',
      },
    },
  },
  args: { onClick: fn(), children: 'Save' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four variants side by side, each named by its text and pressable. */
export const Variants: Story = {
  render: (args, { globals }) => (
    <ButtonGroup>
      <Button variant="primary" onClick={args.onClick}>
        {sampleOf(globals, samples.save)}
      </Button>
      <Button variant="secondary" onClick={args.onClick}>
        {sampleOf(globals, samples.cancel)}
      </Button>
      <Button variant="danger" onClick={args.onClick}>
        {sampleOf(globals, samples.deleteVehicle)}
      </Button>
      <Button variant="ghost" onClick={args.onClick}>
        {sampleOf(globals, samples.showMore)}
      </Button>
    </ButtonGroup>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    for (const [sample, variant] of [
      [samples.save, 'primary'],
      [samples.cancel, 'secondary'],
      [samples.deleteVehicle, 'danger'],
      [samples.showMore, 'ghost'],
    ] as const) {
      const button = canvas.getByRole('button', { name: sampleOf(globals, sample) });
      await expect(button).toHaveAttribute('data-variant', variant);
      await expect(button).toHaveAttribute('type', 'button');
      await expect(button).toBeEnabled();
    }
    await userEvent.click(canvas.getByRole('button', { name: sampleOf(globals, samples.deleteVehicle) }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Small and medium: the small one is less tall. */
export const Sizes: Story = {
  render: (_args, { globals }) => (
    <ButtonGroup>
      <Button size="md">{sampleOf(globals, samples.save)}</Button>
      <Button size="sm" variant="secondary">
        {sampleOf(globals, samples.cancel)}
      </Button>
    </ButtonGroup>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const md = canvas.getByRole('button', { name: sampleOf(globals, samples.save) });
    const sm = canvas.getByRole('button', { name: sampleOf(globals, samples.cancel) });
    await expect(sm.getBoundingClientRect().height).toBeLessThan(md.getBoundingClientRect().height);
  },
};

/** With an icon before the text: the icon is decorative, the text names the button. */
export const WithIcon: Story = {
  render: (args, { globals }) => (
    <Button icon={CheckIcon} variant="secondary" onClick={args.onClick}>
      {sampleOf(globals, samples.markDone)}
    </Button>
  ),
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: sampleOf(globals, samples.markDone) });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Icon only: no visible text, named by its required `label`. */
export const IconOnly: Story = {
  render: (args, { globals }) => (
    <ButtonGroup>
      <Button
        icon={CheckIcon}
        label={sampleOf(globals, samples.markDone)}
        variant="ghost"
        onClick={args.onClick}
      />
      <Button icon={CheckIcon} label={sampleOf(globals, samples.markDone)} size="sm" onClick={args.onClick} />
    </ButtonGroup>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const buttons = within(canvasElement).getAllByRole('button', {
      name: sampleOf(globals, samples.markDone),
    });
    await expect(buttons).toHaveLength(2);
    // Square: the label is for assistive technology only.
    const box = buttons[0]!.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await userEvent.click(buttons[0]!);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: cannot be pressed. */
export const Disabled: Story = {
  render: (args, { globals }) => (
    <ButtonGroup>
      <Button disabled onClick={args.onClick}>
        {sampleOf(globals, samples.save)}
      </Button>
      <Button disabled variant="secondary" onClick={args.onClick}>
        {sampleOf(globals, samples.cancel)}
      </Button>
    </ButtonGroup>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: sampleOf(globals, samples.save) });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Pending with the default text: busy, spinner, "Working…" announced, name kept. */
export const Pending: Story = {
  render: (args, { globals }) => (
    <Button pending onClick={args.onClick}>
      {sampleOf(globals, samples.save)}
    </Button>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: sampleOf(globals, samples.save) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(messagesOf(globals)['ui.button.pending']);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A save button that turns pending when pressed: same width, "Saving…" announced, a second press ignored. */
function SaveButton({
  onClick,
  text,
  pendingText,
}: {
  onClick: () => void;
  text: string;
  pendingText: string;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      pending={pending}
      pendingLabel={pendingText}
      onClick={() => {
        onClick();
        setPending(true);
      }}
    >
      {text}
    </Button>
  );
}

export const PendingKeepsWidth: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <SaveButton
      onClick={args.onClick as () => void}
      text={sampleOf(globals, samples.save)}
      pendingText={sampleOf(globals, samples.saving)}
    />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: sampleOf(globals, samples.save) });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button.getBoundingClientRect().width).toBe(width);
    await expect(status).toHaveTextContent(sampleOf(globals, samples.saving));
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A long text wraps inside a narrow container instead of overflowing it. */
export const LongLabel: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => (
    <div style={{ maxWidth: 240 }}>
      <Button variant="secondary">{sampleOf(globals, samples.renewAll)}</Button>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: sampleOf(globals, samples.renewAll) });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

/** A named group of form actions, aligned to the end. */
export const Group: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => (
    <ButtonGroup label={sampleOf(globals, samples.formActions)} align="end">
      <Button variant="secondary">{sampleOf(globals, samples.cancel)}</Button>
      <Button>{sampleOf(globals, samples.save)}</Button>
    </ButtonGroup>
  ),
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: sampleOf(globals, samples.formActions) });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      sampleOf(globals, samples.cancel),
      sampleOf(globals, samples.save),
    ]);
  },
};
