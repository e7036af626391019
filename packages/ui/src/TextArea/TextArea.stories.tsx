import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { sampleOf } from '../test-utils/storyMessages';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A multi-line text input in the kit’s Field (same label, description, required marker and error ' +
          'as every field). Three rows unless told; the person can make it taller.',
      },
    },
  },
  args: { label: 'Notes', onValueChange: fn() },
  render: (args, { globals }) => <TextArea {...args} label={sampleOf(globals, samples.notes)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a multi-line text box named by its label; line breaks are kept. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const area = within(canvasElement).getByRole('textbox', { name: sampleOf(globals, samples.notes) });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'A{Enter}B');
    await expect(area).toHaveValue('A\nB');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('A\nB');
  },
};

/** With a description that is read out after the label. */
export const WithDescription: Story = {
  render: (args, { globals }) => (
    <TextArea
      {...args}
      label={sampleOf(globals, samples.notes)}
      description={sampleOf(globals, samples.notesHelp)}
      defaultValue={sampleOf(globals, samples.notesText)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const area = within(canvasElement).getByRole('textbox', { name: sampleOf(globals, samples.notes) });
    await expect(area).toHaveAccessibleDescription(sampleOf(globals, samples.notesHelp));
    await expect(area).toHaveValue(sampleOf(globals, samples.notesText));
  },
};

/** Required and in error: invalid, and the message describes it. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <TextArea
      {...args}
      required
      label={sampleOf(globals, samples.notes)}
      error={sampleOf(globals, samples.notesTooLong)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const area = within(canvasElement).getByRole('textbox', { name: sampleOf(globals, samples.notes) });
    await expect(area).toBeRequired();
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription(sampleOf(globals, samples.notesTooLong));
  },
};

/** Disabled: shown, not editable. */
export const Disabled: Story = {
  render: (args, { globals }) => (
    <TextArea
      {...args}
      disabled
      label={sampleOf(globals, samples.notes)}
      defaultValue={sampleOf(globals, samples.notesText)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const area = within(canvasElement).getByRole('textbox', { name: sampleOf(globals, samples.notes) });
    await expect(area).toBeDisabled();
  },
};
