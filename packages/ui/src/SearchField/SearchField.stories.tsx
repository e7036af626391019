import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A search box (`type="search"`) in the kit’s Field. What is typed shows at once; `onValueChange` ' +
          'hears it when typing pauses for `delay` ms (300 by default), and at once on Enter and on clear. ' +
          'The clear button is named "Clear search" in the active language; Escape clears too.',
      },
    },
  },
  args: { label: 'Search vehicles', onValueChange: fn(), delay: 300 },
  render: (args, { globals }) => <SearchField {...args} label={sampleOf(globals, samples.searchVehicles)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing is reported once, after the pause; no clear button while empty. The pause is a second here
 * so that a loaded test machine typing seven letters cannot pause between two of them (300 ms did).
 */
export const Debounced: Story = {
  args: { delay: 1000 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: sampleOf(globals, samples.searchVehicles) });
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, 'transit');
    await expect(input).toHaveValue('transit');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('transit'), { timeout: 5000 });
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Enter reports at once, without waiting for the pause. */
export const EnterSearchesNow: Story = {
  args: { delay: 60_000 },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('searchbox', {
      name: sampleOf(globals, samples.searchVehicles),
    });
    await userEvent.type(input, 'AB 12{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('AB 12');
  },
};

/** With text: the clear button empties the field at once and puts focus back in it. */
export const Clear: Story = {
  args: { defaultValue: 'transit' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: sampleOf(globals, samples.searchVehicles) });
    await expect(input).toHaveValue('transit');
    await userEvent.click(canvas.getByRole('button', { name: messagesOf(globals)['ui.searchField.clear'] }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** With a description and text: the description is read after the label; the clear button shows. */
export const WithDescription: Story = {
  render: (args, { globals }) => (
    <SearchField
      {...args}
      label={sampleOf(globals, samples.searchVehicles)}
      description={sampleOf(globals, samples.searchHelp)}
      defaultValue={sampleOf(globals, samples.searchText)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: sampleOf(globals, samples.searchVehicles) });
    await expect(input).toHaveAccessibleDescription(sampleOf(globals, samples.searchHelp));
    await expect(
      canvas.getByRole('button', { name: messagesOf(globals)['ui.searchField.clear'] }),
    ).toBeVisible();
  },
};

/** The label hidden (a toolbar says what is searched): still the box's accessible name. */
export const LabelHidden: Story = {
  args: { labelHidden: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: sampleOf(globals, samples.searchVehicles) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(sampleOf(globals, samples.searchVehicles)).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

/** Disabled: no clear button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'transit' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: sampleOf(globals, samples.searchVehicles) }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
