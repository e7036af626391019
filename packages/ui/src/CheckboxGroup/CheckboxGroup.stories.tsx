import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup';

const fuelOptions = (globals: Record<string, unknown>): CheckboxOption[] => [
  { value: 'petrol', label: sampleOf(globals, samples.petrol) },
  { value: 'diesel', label: sampleOf(globals, samples.diesel) },
  { value: 'electric', label: sampleOf(globals, samples.electric) },
  { value: 'hybrid', label: sampleOf(globals, samples.hybrid) },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Any number of choices among a few, all visible: a fieldset (role `group`) named by its legend, ' +
          'with the Field’s description, required marker and error, and a checkbox per choice. The chosen ' +
          'values come back in the options’ order.',
      },
    },
  },
  args: { label: 'Fuel', options: [], onValueChange: fn() },
  render: (args, { globals }) => (
    <CheckboxGroup {...args} label={sampleOf(globals, samples.fuel)} options={fuelOptions(globals)} />
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; each click adds or removes a choice, reported in the options' order. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: sampleOf(globals, samples.fuel) });
    const diesel = within(group).getByRole('checkbox', { name: sampleOf(globals, samples.diesel) });
    const petrol = within(group).getByRole('checkbox', { name: sampleOf(globals, samples.petrol) });
    await userEvent.click(diesel);
    await userEvent.click(petrol);
    await expect(petrol).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['petrol', 'diesel']);
    await userEvent.click(diesel);
    await expect(diesel).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['petrol']);
  },
};

/** Side by side, with choices made. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['electric', 'hybrid'] },
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: sampleOf(globals, samples.fuel) });
    await expect(
      within(group).getByRole('checkbox', { name: sampleOf(globals, samples.electric) }),
    ).toBeChecked();
    await expect(
      within(group).getByRole('checkbox', { name: sampleOf(globals, samples.petrol) }),
    ).not.toBeChecked();
  },
};

/** With an error: the group is invalid and described by the message. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <CheckboxGroup
      {...args}
      label={sampleOf(globals, samples.fuel)}
      options={fuelOptions(globals)}
      error={sampleOf(globals, samples.fuelMissing)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: sampleOf(globals, samples.fuel) });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(sampleOf(globals, samples.fuelMissing));
  },
};
