import type { Organisation, OrganisationKind } from '@vognpark/server/areas/partners';
import { useState } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import { noOrganisationFilters, OrganisationsView, type OrganisationFilters } from './OrganisationsView';
import { toOrganisationInput, type OrganisationFormValues } from './form';
import {
  useLatestOrganisation,
  useOrganisationDetail,
  useOrganisationList,
  useSaveOrganisation,
} from './queries';
import { conflictOf } from '../../data/errors';
import { listStateOf } from '../../data/keysetList';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';

// An organisation's page, its form and the fuel import: chunks of their own, fetched when the page
// is idle or first opened, so the list's code carries none of their forms and tables.
const OrganisationDetailDrawer = lazyWithPrefetch(
  () => import('./OrganisationDetailDrawer').then((module) => module.OrganisationDetailDrawer),
  { mountWhen: (props) => props.organisation !== null },
);
const OrganisationFormDrawer = lazyWithPrefetch(
  () => import('./OrganisationFormDrawer').then((module) => module.OrganisationFormDrawer),
  { mountWhen: (props) => props.open },
);
const FuelImportPanel = lazyWithPrefetch(
  () => import('./FuelImportPanel').then((module) => module.FuelImportPanel),
  { mountWhen: (props) => props.vendor !== null },
);

/**
 * Partners or vendors with their drawers: the list (by name, filtered by role and status), the
 * add and edit form, and an organisation's details (contacts, agreements, latest expenses).
 */
export function OrganisationsPanel({
  kind,
  title,
  headless,
}: {
  kind: OrganisationKind;
  title: string;
  headless?: boolean;
}) {
  const t = useAppMessages();
  usePrefetchWhenIdle(OrganisationDetailDrawer, OrganisationFormDrawer, FuelImportPanel);
  const [filters, setFilters] = useState<OrganisationFilters>(noOrganisationFilters);
  const list = useOrganisationList({
    kind,
    role: filters.role,
    status: filters.status.length ? filters.status : null,
    limit: 50,
  });
  const [form, setForm] = useState<{ organisation?: Organisation } | null>(null);
  const [opened, setOpened] = useState<Organisation | null>(null);
  const [importing, setImporting] = useState<Organisation | null>(null);
  const detail = useOrganisationDetail(
    opened?.id ?? null,
    opened?.partnerRoles.includes('workshop') ?? false,
  );
  const { create, update } = useSaveOrganisation();
  const latestOrganisation = useLatestOrganisation();

  const save = async (values: OrganisationFormValues, version?: number) => {
    const input = toOrganisationInput(values);
    const editing = form?.organisation;
    const saved = editing
      ? await update
          .mutateAsync({ id: editing.id, expectedVersion: version ?? editing.version, ...input })
          .catch((error: unknown) => {
            // Someone else changed it meanwhile: the drawer shows who, and their version once read.
            if (conflictOf(error))
              void latestOrganisation(editing.id).then((newer) =>
                setForm((open) => (open?.organisation ? { organisation: newer } : open)),
              );
            throw error;
          })
      : await create.mutateAsync(input);
    if (opened?.id === saved.id) setOpened(saved);
    return saved;
  };

  return (
    <>
      <OrganisationsView
        kind={kind}
        title={title}
        headless={headless}
        filters={filters}
        onFiltersChange={setFilters}
        list={listStateOf(list, t('app.partners.loadError'))}
        onAdd={() => setForm({})}
        onOpen={setOpened}
        onEdit={(organisation) => setForm({ organisation })}
      />
      <OrganisationDetailDrawer
        organisation={form || importing ? null : opened}
        onOpenChange={(open) => !open && setOpened(null)}
        contacts={{
          rows: detail.contacts.data,
          loading: detail.contacts.isPending,
          failed: detail.contacts.isError,
        }}
        agreements={{
          rows: detail.agreements.data?.items,
          loading: detail.agreements.isPending,
          failed: detail.agreements.isError,
        }}
        expenses={{
          rows: detail.expenses.data?.items,
          loading: detail.expenses.isPending,
          failed: detail.expenses.isError,
        }}
        facts={{
          data: detail.facts.data,
          loading: detail.facts.isPending,
          failed: detail.facts.isError,
        }}
        onEdit={(organisation) => setForm({ organisation })}
        onImport={kind === 'vendor' ? setImporting : undefined}
      />
      <FuelImportPanel vendor={importing} onClose={() => setImporting(null)} />
      <OrganisationFormDrawer
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        kind={kind}
        organisation={form?.organisation}
        onSave={save}
      />
    </>
  );
}
