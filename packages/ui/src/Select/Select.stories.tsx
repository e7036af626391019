import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { Select } from './Select';

const fuelOptions = (globals: Record<string, unknown>) =>
  (['petrol', 'diesel', 'electric', 'hybrid'] as const).map((value) => ({
    value,
    label: sampleOf(globals, samples[value]),
  }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One value from a list, on a native `<select>` (the platform’s own list, keyboard and screen-reader ' +
          'behaviour) in the kit’s Field. `placeholder` adds an empty first choice.',
      },
    },
  },
  args: { label: 'Fuel', options: [], onValueChange: fn() },
  render: (args, { globals }) => (
    <Select
      {...args}
      label={sampleOf(globals, samples.fuel)}
      options={fuelOptions(globals)}
      placeholder={sampleOf(globals, samples.chooseFuel)}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows; choosing reports the value. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: sampleOf(globals, samples.fuel) });
    await expect(select).toHaveDisplayValue(sampleOf(globals, samples.chooseFuel));
    await userEvent.selectOptions(select, sampleOf(globals, samples.diesel));
    await expect(select).toHaveValue('diesel');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('diesel');
  },
};

/** With a value and a description. */
export const WithDescription: Story = {
  render: (args, { globals }) => (
    <Select
      {...args}
      label={sampleOf(globals, samples.fuel)}
      options={fuelOptions(globals)}
      defaultValue="electric"
      description={sampleOf(globals, samples.showSoldHelp)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: sampleOf(globals, samples.fuel) });
    await expect(select).toHaveDisplayValue(sampleOf(globals, samples.electric));
    await expect(select).toHaveAccessibleDescription(sampleOf(globals, samples.showSoldHelp));
  },
};

/** Required and not chosen after a submit: invalid with its message. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <Select
      {...args}
      required
      label={sampleOf(globals, samples.fuel)}
      options={fuelOptions(globals)}
      placeholder={sampleOf(globals, samples.chooseFuel)}
      error={sampleOf(globals, samples.fuelMissing)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: sampleOf(globals, samples.fuel) });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(sampleOf(globals, samples.fuelMissing));
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'petrol' },
  render: (args, { globals }) => (
    <Select {...args} label={sampleOf(globals, samples.fuel)} options={fuelOptions(globals)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: sampleOf(globals, samples.fuel) });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue(sampleOf(globals, samples.petrol));
  },
};
