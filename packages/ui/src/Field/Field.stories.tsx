import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOf } from '../test-utils/storyMessages';
import { Field } from './Field';
import { samples } from './Field.fixtures';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The wrapper every field of the kit uses (TextField, Select, Checkbox, FilteredInput, DateField…): ' +
          'label with a required asterisk, description, the control, the error. The control comes from ' +
          '`children`, a function that gets the `id`, `aria-describedby`, `aria-invalid` and `aria-required` ' +
          'to spread on it, so a host’s own control reads like the kit’s.',
      },
    },
  },
  args: { label: 'Odometer (km)', children: () => null },
  render: (args, { globals }) => (
    <Field
      {...args}
      label={sampleOf(globals, samples.odometer)}
      description={sampleOf(globals, samples.odometerHelp)}
    >
      {(control) => <input type="number" {...control} defaultValue={84210} />}
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host's own control: named by the label, described by the description. */
export const CustomControl: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('spinbutton', {
      name: sampleOf(globals, samples.odometer),
    });
    await expect(input).toHaveAccessibleDescription(sampleOf(globals, samples.odometerHelp));
    await expect(input).not.toBeInvalid();
  },
};

/** Required and in error: asterisk, aria-required, aria-invalid, the message in the description. */
export const RequiredWithError: Story = {
  render: (args, { globals }) => (
    <Field
      {...args}
      required
      label={sampleOf(globals, samples.registration)}
      error={sampleOf(globals, samples.registrationMissing)}
    >
      {(control) => <input type="text" {...control} />}
    </Field>
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: sampleOf(globals, samples.registration),
    });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(sampleOf(globals, samples.registrationMissing));
  },
};
