import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { listFixture } from '../../test-utils/listState';
import { ExpensesView } from './ExpensesView';
import { fixtureExpenses } from './fixtures';

type Globals = Record<string, unknown>;

const rows = fixtureExpenses(8);

const meta = {
  title: 'App/Pages/Expenses',
  component: ExpensesView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vendors' },
  args: {
    categories: [],
    onCategoriesChange: fn(),
    paidBy: [],
    onPaidByChange: fn(),
    list: listFixture(rows, { total: rows.length }),
  },
} satisfies Meta<typeof ExpensesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.expenses.table.label') });

/**
 * The fleet's expenses with what is worth a second look: more litres than the tank size, fuel that
 * does not fit the vehicle, a booking by someone else, an odometer lower than the last. Warnings,
 * the rows stay as they are.
 */
export const WithChecks: Story = {
  play: async ({ canvasElement, globals }) => {
    const grid = table(canvasElement, globals);
    const [aboveTank, wrongFuel, lower] = within(grid).getAllByRole('list', {
      name: appTextOf(globals, 'app.expenses.checks.label'),
    });
    await expect(aboveTank).toHaveTextContent(appTextOf(globals, 'app.expenses.check.above_tank'));
    await expect(wrongFuel).toHaveTextContent(appTextOf(globals, 'app.expenses.check.wrong_fuel'));
    await expect(wrongFuel).toHaveTextContent(appTextOf(globals, 'app.expenses.check.booked_by_other'));
    await expect(lower).toHaveTextContent(appTextOf(globals, 'app.expenses.check.odometer_decreased'));
    // Only the three expenses with checks carry a list of them.
    await expect(
      within(grid).getAllByRole('list', { name: appTextOf(globals, 'app.expenses.checks.label') }),
    ).toHaveLength(3);
    await expect(
      within(grid).getAllByRole('columnheader', { name: appTextOf(globals, 'app.expenses.column.checks') }),
    ).toHaveLength(1);
  },
};

/** No expense worth a second look: the column is there, empty. */
export const NoChecks: Story = {
  args: { list: listFixture(rows.slice(3), { total: rows.length - 3 }) },
  play: async ({ canvasElement, globals }) => {
    const grid = table(canvasElement, globals);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(rows.length - 3);
    await expect(
      within(grid).queryByRole('list', { name: appTextOf(globals, 'app.expenses.checks.label') }),
    ).not.toBeInTheDocument();
  },
};
