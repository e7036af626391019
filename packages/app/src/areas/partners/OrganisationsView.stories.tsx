import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureOrganisations } from './fixtures';
import {
  noOrganisationFilters,
  OrganisationsView,
  type OrganisationFilters,
  type OrganisationsViewProps,
} from './OrganisationsView';
import { listFixture } from '../../test-utils/listState';

type Globals = Record<string, unknown>;

/** The view with its filters kept in the story, as the page keeps them. */
function Screen(props: OrganisationsViewProps) {
  const [filters, setFilters] = useState<OrganisationFilters>(props.filters);
  return (
    <OrganisationsView
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const rows = fixtureOrganisations(12);

const meta = {
  title: 'App/Pages/Partners',
  component: OrganisationsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/partners' },
  render: (args) => <Screen {...args} />,
  args: {
    kind: 'partner',
    title: 'Partners',
    filters: noOrganisationFilters,
    onFiltersChange: fn(),
    list: listFixture(rows, { total: 12 }),
    onAdd: fn(),
    onOpen: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof OrganisationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.partners.table.partner') });

/** The client's partners: the count, names with CVR numbers, roles and status, and each row's actions. */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.partners.count.partner', { count: 12 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(rows[0]!.name);
    await expect(
      within(grid).getAllByText(appTextOf(globals, 'app.partners.status.blocked')).length,
    ).toBeGreaterThan(0);
    await expect(
      within(grid).getByRole('button', {
        name: appTextOf(globals, 'app.partners.actions.label', { name: rows[1]!.name }),
      }),
    ).toBeInTheDocument();
  },
};

/** The first page on its way: the table is busy. */
export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No partners yet: the empty state offers to add the first. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(appTextOf(globals, 'app.partners.empty.partner.title')),
    ).toBeInTheDocument();
    const adds = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.partners.add.partner') });
    await userEvent.click(adds.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The list could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null }) },
  render: (args, { globals }) => (
    <Screen {...args} list={{ ...args.list, error: appTextOf(globals, 'app.partners.loadError') }} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.partners.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

/** The vendors list: its own words. */
export const Vendors: Story = {
  args: { kind: 'vendor', title: 'Vendors', list: listFixture(rows.slice(0, 3), { total: 3 }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.partners.table.vendor') }),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getAllByRole('button', { name: appTextOf(globals, 'app.partners.add.vendor') })
        .length,
    ).toBeGreaterThan(0);
  },
};
