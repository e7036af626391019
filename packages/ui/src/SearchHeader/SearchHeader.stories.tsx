import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messagesOf } from '../test-utils/storyMessages';
import { SearchHeader } from './SearchHeader';

const meta = {
  title: 'Shell/SearchHeader',
  component: SearchHeader,
  tags: ['autodocs'],
  args: { onSearch: fn(), onValueChange: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page’s search header: a search landmark with one labelled field whose placeholder invites ' +
          'searching the whole register ("Søg i hele registret" in Danish). Enter reports the trimmed query ' +
          'through `onSearch`. The app keeps it present but hidden (`hidden`).',
      },
    },
  },
} satisfies Meta<typeof SearchHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the placeholder in the active language. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const messages = messagesOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: messages['ui.search.label'] })).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: messages['ui.search.label'] });
    await expect(field).toHaveAttribute('placeholder', messages['ui.search.placeholder']);
    await expect(field).toHaveValue('');
  },
};

/** A person types a registration number and presses Enter. */
export const Typed: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const field = within(canvasElement).getByRole('searchbox', {
      name: messagesOf(globals)['ui.search.label'],
    });
    await userEvent.type(field, ' AB 12 345 ');
    await expect(field).toHaveValue(' AB 12 345 ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(' AB 12 345 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('AB 12 345');
  },
};

/** As in the app: present in the page but hidden from everyone. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('search')).toBeNull();
    const form = canvasElement.querySelector('form[role="search"]');
    await expect(form).toHaveAttribute('hidden');
    await expect(form).not.toBeVisible();
  },
};
