import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that applies at once: a native checkbox with `role="switch"` (read as on/off, ' +
          'toggled with Space), drawn as a track, in the kit’s Field.',
      },
    },
  },
  args: { label: 'E-mail reminders', onCheckedChange: fn() },
  render: (args, { globals }) => <Switch {...args} label={sampleOf(globals, samples.emailReminders)} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; Space turns it on. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: sampleOf(globals, samples.emailReminders),
    });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** On, with a description. */
export const OnWithDescription: Story = {
  args: { defaultChecked: true },
  render: (args, { globals }) => (
    <Switch
      {...args}
      label={sampleOf(globals, samples.emailReminders)}
      description={sampleOf(globals, samples.emailRemindersHelp)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: sampleOf(globals, samples.emailReminders),
    });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(sampleOf(globals, samples.emailRemindersHelp));
  },
};

/** Disabled (on): cannot be turned off. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args, globals }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: sampleOf(globals, samples.emailReminders),
    });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
