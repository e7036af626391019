import type { ExpenseCategory, ExpensePaidBy } from '@vognpark/server/areas/partners';
import { Button, PageHeader, Tabs } from '@vognpark/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, copenhagenToday as todayIso } from '../../i18n/dates';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { ExpensesView } from './ExpensesView';
import { OrganisationsPanel } from './OrganisationsPage';
import { useCosts, useExpenseList } from './queries';
import { Page } from '../../pages/PageColumn';
import { listStateOf } from '../../data/keysetList';
import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The drawers and the Costs tab load when first opened (each its own chunk), so the page's own
// chunk stays within its budget.
const AddExpense = lazyWithPrefetch(() => import('./AddExpense').then((module) => module.AddExpense), {
  mountWhen: (props) => props.open,
});
const EinvoicePanel = lazyWithPrefetch(
  () => import('./EinvoicePanel').then((module) => module.EinvoicePanel),
  {
    mountWhen: (props) => props.open,
  },
);
const CostsView = lazyWithPrefetch(() => import('./CostsView').then((module) => module.CostsView));

type Tab = 'vendors' | 'expenses' | 'costs';
const TABS: readonly Tab[] = ['vendors', 'expenses', 'costs'];

/**
 * /manager/vendors: the vendors, the fleet's expenses and what the fleet costs, as tabs; the tab is
 * in the address (`?tab=expenses`), so a reload or a link opens it.
 */
export function VendorsPage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.partners.table.vendor');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'vendors';
  const setTab = (next: Tab) => setParams(next === 'vendors' ? {} : { tab: next });
  const [einvoice, setEinvoice] = useState(false);
  const [adding, setAdding] = useState(false);
  const [categories, setCategories] = useState<ExpenseCategory[]>([]);
  const [paidBy, setPaidBy] = useState<ExpensePaidBy[]>([]);
  const expenses = useExpenseList(
    { category: categories.length ? categories : null, paidBy: paidBy.length ? paidBy : null, limit: 50 },
    tab === 'expenses',
  );
  const today = todayIso();
  const costs = useCosts(addDays(today, -364), today, tab === 'costs');

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEinvoice(true)}>
              {t('app.einvoice.title')}
            </Button>
            <Button onClick={() => setAdding(true)}>{t('app.expenses.add')}</Button>
          </>
        }
      />
      <EinvoicePanel open={einvoice} onClose={() => setEinvoice(false)} />
      <AddExpense open={adding} onClose={() => setAdding(false)} onSaved={() => setTab('expenses')} />
      <Tabs
        label={t('app.partners.tabs.label')}
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        items={[
          {
            value: 'vendors',
            label: t('app.partners.tabs.vendors'),
            content: <OrganisationsPanel kind="vendor" title={title} headless />,
          },
          {
            value: 'expenses',
            label: t('app.partners.tabs.expenses'),
            content: (
              <ExpensesView
                categories={categories}
                onCategoriesChange={setCategories}
                paidBy={paidBy}
                onPaidByChange={setPaidBy}
                list={listStateOf(expenses, t('app.expenses.loadError'))}
              />
            ),
          },
          {
            value: 'costs',
            label: t('app.partners.tabs.costs'),
            content: (
              <CostsView
                summary={costs.summary.data}
                vehicles={costs.vehicles.data}
                loading={costs.summary.isPending || costs.vehicles.isPending}
                error={costs.summary.isError || costs.vehicles.isError ? t('app.costs.loadError') : undefined}
                onRetry={() => void Promise.all([costs.summary.refetch(), costs.vehicles.refetch()])}
              />
            ),
          },
        ]}
      />
    </Page>
  );
}

export default VendorsPage;
