import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { RadioGroup, type RadioOption } from './RadioGroup';

const statusOptions = (globals: Record<string, unknown>): RadioOption[] => [
  { value: 'active', label: sampleOf(globals, samples.active) },
  { value: 'workshop', label: sampleOf(globals, samples.inWorkshop) },
  {
    value: 'out',
    label: sampleOf(globals, samples.outOfService),
    description: sampleOf(globals, samples.outOfServiceHelp),
  },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few, all visible: a fieldset (role `radiogroup`) named by its legend, with the ' +
          'Field’s description, required marker and error. Arrow keys move between the choices.',
      },
    },
  },
  args: { label: 'Status', options: [], onValueChange: fn() },
  render: (args, { globals }) => (
    <RadioGroup {...args} label={sampleOf(globals, samples.status)} options={statusOptions(globals)} />
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; a click chooses, arrow keys move the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: sampleOf(globals, samples.status) });
    const active = within(group).getByRole('radio', { name: sampleOf(globals, samples.active) });
    const workshop = within(group).getByRole('radio', { name: sampleOf(globals, samples.inWorkshop) });
    await expect(active).not.toBeChecked();
    await userEvent.click(active);
    await expect(active).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(workshop).toBeChecked();
    await expect(workshop).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('workshop');
    const out = within(group).getByRole('radio', { name: sampleOf(globals, samples.outOfService) });
    await expect(out).toHaveAccessibleDescription(sampleOf(globals, samples.outOfServiceHelp));
  },
};

/** Side by side, with a choice made and a description for the group. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'workshop' },
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      label={sampleOf(globals, samples.status)}
      description={sampleOf(globals, samples.showSoldHelp)}
      options={statusOptions(globals).slice(0, 2)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: sampleOf(globals, samples.status) });
    await expect(group).toHaveAccessibleDescription(sampleOf(globals, samples.showSoldHelp));
    await expect(
      within(group).getByRole('radio', { name: sampleOf(globals, samples.inWorkshop) }),
    ).toBeChecked();
  },
};

/** Required with nothing chosen after a submit: the group is invalid and described by the message. */
export const WithError: Story = {
  args: { required: true },
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      label={sampleOf(globals, samples.status)}
      options={statusOptions(globals)}
      error={sampleOf(globals, samples.statusMissing)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: sampleOf(globals, samples.status) });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(sampleOf(globals, samples.statusMissing));
  },
};

/** Disabled: no choice can be made. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'active' },
  play: async ({ canvasElement, globals }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('radio', { name: sampleOf(globals, samples.active) }),
    ).toBeChecked();
  },
};
