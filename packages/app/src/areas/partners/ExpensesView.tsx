import type { Expense, ExpenseCategory, ExpensePaidBy } from '@vognpark/server/areas/partners';
import { DataTable, Toolbar, type DataTableColumn, type ToolbarFilter } from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../shell/tableLayout';
import { categoryLabel, expenseCategories, expensePaidBy, formatMoney, paidByLabel } from './domain';
import { ExpenseChecks } from './ExpenseChecks';
import { Page } from '../../pages/PageColumn';
import { AreaParts } from '../AreaParts';
import type { ListState } from '../../data/keysetList';

export interface ExpensesViewProps {
  categories: ExpenseCategory[];
  onCategoriesChange: (next: ExpenseCategory[]) => void;
  /** Who paid (`['driver']`: the drivers' outlays, to be reimbursed); empty: all. */
  paidBy: ExpensePaidBy[];
  onPaidByChange: (next: ExpensePaidBy[]) => void;
  list: ListState<Expense>;
}

/**
 * The fleet's expenses, newest first: date, vehicle, category, vendor, quantity, amount, VAT, who
 * paid (a driver's outlay names the driver, to be reimbursed) and what is worth a second look (a
 * warning each, docs/partners.md "Checks").
 */
export function ExpensesView({
  categories,
  onCategoriesChange,
  paidBy,
  onPaidByChange,
  list,
}: ExpensesViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();

  const filters = useMemo<ToolbarFilter[]>(
    () => [
      {
        id: 'category',
        label: t('app.expenses.filter.category'),
        options: expenseCategories.map((value) => ({ value, label: t(categoryLabel(value)) })),
      },
      {
        id: 'paidBy',
        label: t('app.expenses.filter.paidBy'),
        options: expensePaidBy.map((value) => ({ value, label: t(paidByLabel(value)) })),
      },
    ],
    [t],
  );

  const columns = useMemo<DataTableColumn<Expense>[]>(() => {
    const quantity = (expense: Expense) => {
      if (expense.quantity === null || expense.unit === null) return '';
      if (expense.unit === 'litre')
        return new Intl.NumberFormat(locale, { style: 'unit', unit: 'liter' }).format(expense.quantity);
      const number = new Intl.NumberFormat(locale).format(expense.quantity);
      return t(`app.expenses.quantity.${expense.unit}`, { quantity: number });
    };
    return [
      {
        id: 'date',
        header: t('app.expenses.column.date'),
        cell: (expense) => formatDate(expense.spentOn, locale),
        rowHeader: true,
        width: 130,
      },
      {
        id: 'vehicle',
        header: t('app.expenses.column.vehicle'),
        cell: (expense) =>
          expense.vehicle ? (
            <RouterLink href={`/manager/vehicles/${expense.vehicle.id}`}>
              {formatPlate(expense.vehicle.registration)}
            </RouterLink>
          ) : (
            t('app.expenses.fleetWide')
          ),
        width: 130,
      },
      {
        id: 'category',
        header: t('app.expenses.column.category'),
        cell: (expense) => t(categoryLabel(expense.category)),
        width: 150,
      },
      {
        id: 'vendor',
        header: t('app.expenses.column.vendor'),
        cell: (expense) => expense.vendor?.name ?? '',
        width: 200,
        minWidth: 120,
        truncate: true,
      },
      { id: 'quantity', header: t('app.expenses.column.quantity'), cell: quantity, width: 110 },
      {
        id: 'net',
        header: t('app.expenses.column.net'),
        cell: (expense) => formatMoney(expense.net, locale),
        width: 130,
      },
      {
        id: 'vat',
        header: t('app.expenses.column.vat'),
        cell: (expense) => formatMoney(expense.vat, locale),
        width: 120,
      },
      {
        id: 'paidBy',
        header: t('app.expenses.column.paidBy'),
        cell: (expense) =>
          expense.paidByDriver
            ? t('app.expenses.paidBy.driverNamed', {
                name: `${expense.paidByDriver.name} ${expense.paidByDriver.surname}`.trim(),
              })
            : t(paidByLabel(expense.paidBy)),
        width: 170,
        minWidth: 120,
        truncate: true,
      },
      {
        id: 'checks',
        header: t('app.expenses.column.checks'),
        cell: (expense) => <ExpenseChecks checks={expense.checks} inline />,
        width: 220,
      },
      {
        // Other areas' parts of the expense (attaching its receipt).
        id: 'evidence',
        header: t('app.expenses.column.evidence'),
        cell: (expense) => (
          <AreaParts
            slot="record"
            compact
            record={{
              kind: 'expense',
              id: expense.id,
              label: `${formatDate(expense.spentOn, locale)}, ${t(categoryLabel(expense.category))}`,
            }}
          />
        ),
        width: 200,
      },
    ];
  }, [t, locale]);

  const filtered = categories.length > 0 || paidBy.length > 0;
  return (
    <Page>
      <Toolbar
        label={t('app.expenses.filter.label')}
        filters={filters}
        value={{ category: categories, paidBy }}
        onValueChange={(value) => {
          onCategoriesChange((value.category ?? []) as ExpenseCategory[]);
          onPaidByChange((value.paidBy ?? []) as ExpensePaidBy[]);
        }}
      />
      <DataTable<Expense>
        label={t('app.expenses.table.label')}
        columns={columns}
        {...listTableProps(list)}
        rowKey={(expense) => expense.id}
        rowLabel={(expense) =>
          `${formatDate(expense.spentOn, locale)}, ${t(categoryLabel(expense.category))}${
            expense.vehicle ? `, ${formatPlate(expense.vehicle.registration)}` : ''
          }`
        }
        cardsBelow={CARDS_BELOW}
        emptyTitle={filtered ? t('app.expenses.noMatches.title') : t('app.expenses.empty.title')}
        emptyMessage={filtered ? t('app.expenses.noMatches.body') : t('app.expenses.empty.body')}
      />
    </Page>
  );
}
