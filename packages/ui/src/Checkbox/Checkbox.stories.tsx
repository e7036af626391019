import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A native checkbox in the kit’s Field, the box before its label; description, required marker and ' +
          'error as every field. `checked`/`defaultChecked`/`onCheckedChange`.',
      },
    },
  },
  args: { label: 'Show sold vehicles', onCheckedChange: fn() },
  render: (args, { globals }) => <Checkbox {...args} label={sampleOf(globals, samples.showSold)} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked; a click on the label ticks it. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: sampleOf(globals, samples.showSold) });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(sampleOf(globals, samples.showSold)));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Ticked, with a description. */
export const CheckedWithDescription: Story = {
  args: { defaultChecked: true },
  render: (args, { globals }) => (
    <Checkbox
      {...args}
      label={sampleOf(globals, samples.showSold)}
      description={sampleOf(globals, samples.showSoldHelp)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: sampleOf(globals, samples.showSold) });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(sampleOf(globals, samples.showSoldHelp));
  },
};

/** Required and not ticked after a submit: invalid with its message. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <Checkbox
      {...args}
      required
      label={sampleOf(globals, samples.acceptTerms)}
      error={sampleOf(globals, samples.acceptTermsMissing)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: sampleOf(globals, samples.acceptTerms) });
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(sampleOf(globals, samples.acceptTermsMissing));
  },
};

/** Disabled: a click changes nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: sampleOf(globals, samples.showSold) });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** A long label wraps beside the box. */
export const LongLabel: Story = {
  render: (args, { globals }) => (
    <div style={{ maxWidth: 280 }}>
      <Checkbox {...args} label={sampleOf(globals, samples.longLabel)} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: sampleOf(globals, samples.longLabel) });
    await expect(box).toBeVisible();
  },
};
