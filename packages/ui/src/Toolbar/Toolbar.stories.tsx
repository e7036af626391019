import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { dataWords, type DataWords } from '../DataTable/DataTable.fixtures';
import type { MessageId } from '../messages/en';
import { SearchField } from '../SearchField';
import { localeOf, messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Toolbar, type ToolbarProps } from './Toolbar';
import type { ToolbarFilter } from './toolbarFilters';

function messageIn(globals: Record<string, unknown>) {
  const intl = createIntl({ locale: localeOf(globals), messages: messagesOf(globals) });
  return (id: MessageId, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
}

const wordsOf = (globals: Record<string, unknown>): DataWords => sampleOf(globals, dataWords);

/** The register's filters, in the story's language, with counts as the server would send them. */
function registerFilters(words: DataWords): ToolbarFilter[] {
  return [
    {
      id: 'status',
      label: words.status,
      options: [
        { value: 'active', label: words.statuses.active, count: 1840 },
        { value: 'workshop', label: words.statuses.workshop, count: 42 },
        { value: 'outOfService', label: words.statuses.outOfService, count: 11 },
        { value: 'sold', label: words.statuses.sold, count: 107 },
      ],
    },
    {
      id: 'type',
      label: words.type,
      options: [
        { value: 'car', label: words.types.car, count: 1210 },
        { value: 'van', label: words.types.van, count: 530 },
        { value: 'truck', label: words.types.truck, count: 205 },
        { value: 'trailer', label: words.types.trailer, count: 55 },
      ],
    },
  ];
}

type ToolbarStoryProps = ToolbarProps & { words: DataWords };

/** The register's toolbar as a host builds it: the kit's SearchField, the filters, an action. */
function RegisterToolbar({ words, ...props }: ToolbarStoryProps) {
  return (
    <Toolbar
      search={<SearchField label={words.search} labelHidden placeholder={words.search} />}
      filters={registerFilters(words)}
      actions={<Button variant="primary">{words.addVehicle}</Button>}
      {...props}
    />
  );
}

const meta = {
  title: 'Data/Toolbar',
  component: RegisterToolbar,
  tags: ['autodocs'],
  args: { words: dataWords.en, onValueChange: fn() },
  render: (args, { globals }) => <RegisterToolbar {...args} words={wordsOf(globals)} />,
  parameters: {
    docs: {
      description: {
        component:
          'The bar above a list: a search slot, a filter menu per filter (several choices at a time, each with ' +
          'its count in its name), the active choices as removable chips and "Clear All". A search landmark; ' +
          'it reports the chosen values (`onValueChange`) and filters nothing itself.',
      },
    },
  },
} satisfies Meta<typeof RegisterToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: the search, one menu button per filter and the page's action. */
export const Default: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const toolbar = within(canvasElement).getByRole('search', {
      name: messagesOf(globals)['ui.toolbar.label'],
    });
    await expect(within(toolbar).getByRole('searchbox', { name: words.search })).toBeVisible();
    await expect(within(toolbar).getByRole('button', { name: words.status })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await expect(within(toolbar).getByRole('button', { name: words.type })).toBeVisible();
    await expect(within(toolbar).getByRole('button', { name: words.addVehicle })).toBeVisible();
    await expect(within(toolbar).queryByRole('list')).toBeNull();
  },
};

/** A filter menu open: each choice with its count, several can be ticked while it stays open. */
export const FilterMenuOpen: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const t = messageIn(globals);
    const words = wordsOf(globals);
    const option = (label: string, count: number) => t('ui.toolbar.filterOption', { label, count });
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.status }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    const workshop = within(menu).getByRole('menuitemcheckbox', {
      name: option(words.statuses.workshop, 42),
    });
    await expect(workshop).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(workshop);
    await userEvent.click(
      within(menu).getByRole('menuitemcheckbox', { name: option(words.statuses.sold, 107) }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ status: ['workshop', 'sold'] });
    await expect(screen.getByRole('menu')).toBeVisible();
    await expect(workshop).toHaveAttribute('aria-checked', 'true');
    await expect(
      within(canvasElement).getByRole('button', {
        name: t('ui.toolbar.filterActive', { label: words.status, count: 2 }),
      }),
    ).toBeVisible();
  },
};

/** Three active filters as chips, each with a remove button named after it, and "Clear All". */
export const WithActiveFilters: Story = {
  tags: ['text-length'],
  args: { defaultValue: { status: ['workshop', 'outOfService'], type: ['van'] } },
  play: async ({ canvasElement, globals, args }) => {
    const t = messageIn(globals);
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: t('ui.toolbar.activeFilters') });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    const remove = (filter: string, value: string) => t('ui.toolbar.removeFilter', { filter, value });
    await expect(
      within(chips).getByRole('button', { name: remove(words.type, words.types.van) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.toolbar.clearAll') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('ui.toolbar.filterActive', { label: words.status, count: 2 }) }),
    ).toBeVisible();

    await userEvent.click(
      within(chips).getByRole('button', { name: remove(words.status, words.statuses.workshop) }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ status: ['outOfService'], type: ['van'] });
    const next = canvas.getByRole('button', { name: remove(words.status, words.statuses.outOfService) });
    await expect(next).toHaveFocus();
    next.blur();
  },
};

/** "Clear All" removes every filter; focus stays in the toolbar. */
export const ClearAll: Story = {
  args: { defaultValue: { status: ['sold'], type: ['truck', 'trailer'] } },
  play: async ({ canvasElement, globals, args }) => {
    const t = messageIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.toolbar.clearAll') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({});
    await expect(canvas.queryByRole('list', { name: t('ui.toolbar.activeFilters') })).toBeNull();
    await expect(canvas.getByRole('search')).toHaveFocus();
  },
};

/** A 320 px window: the controls and chips wrap onto more lines; nothing sticks out. */
export const Narrow320: Story = {
  tags: ['text-length'],
  args: { defaultValue: { status: ['workshop', 'outOfService'], type: ['van'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const narrow = within(canvasElement).getByTestId('narrow');
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(320);
    const toolbar = within(canvasElement).getByRole('search');
    for (const button of within(toolbar).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        narrow.getBoundingClientRect().right + 1,
      );
    }
    await expect(within(toolbar).getByRole('button', { name: wordsOf(globals).addVehicle })).toBeVisible();
  },
};
