import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text input in the kit’s Field: label, optional description, required asterisk ' +
          '(`aria-required`), error message tied by `aria-describedby` with `aria-invalid`. ' +
          'Controlled (`value`) or not (`defaultValue`); `onValueChange` gets the text.',
      },
    },
  },
  args: { label: 'Registration', onValueChange: fn() },
  render: (args, { globals }) => <TextField {...args} label={sampleOf(globals, samples.registration)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: named by its label; typing reports each change. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: sampleOf(globals, samples.registration),
    });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-required');
    await userEvent.type(input, 'AB12345');
    await expect(input).toHaveValue('AB12345');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AB12345');
  },
};

/** With a description: it is read out after the label. */
export const WithDescription: Story = {
  render: (args, { globals }) => (
    <TextField
      {...args}
      label={sampleOf(globals, samples.registration)}
      description={sampleOf(globals, samples.registrationHelp)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: sampleOf(globals, samples.registration),
    });
    await expect(input).toHaveAccessibleDescription(sampleOf(globals, samples.registrationHelp));
  },
};

/** Required: an asterisk for the eye, `aria-required` for the ear; the name stays the label. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: sampleOf(globals, samples.registration),
    });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error: the field is invalid, and the message describes it (after the description). */
export const WithError: Story = {
  render: (args, { globals }) => (
    <TextField
      {...args}
      required
      defaultValue="AB12345"
      label={sampleOf(globals, samples.registration)}
      description={sampleOf(globals, samples.registrationHelp)}
      error={sampleOf(globals, samples.registrationTaken)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: sampleOf(globals, samples.registration),
    });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${sampleOf(globals, samples.registrationHelp)} ${sampleOf(globals, samples.registrationTaken)}`,
    );
    await expect(within(canvasElement).getByText(sampleOf(globals, samples.registrationTaken))).toBeVisible();
  },
};

/** Disabled: shown, not editable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AB12345' },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: sampleOf(globals, samples.registration),
    });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '6', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('AB12345');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A long label wraps above the input; it still names it in full. */
export const LongLabel: Story = {
  render: (args, { globals }) => (
    <TextField {...args} required label={sampleOf(globals, samples.longLabel)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: sampleOf(globals, samples.longLabel) });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
