import type { ClientOverview, ManagedUser } from '@vognpark/server/areas/accounts';
import type { Obligation } from '@vognpark/server/areas/compliance';
import type { Task } from '@vognpark/server/areas/tasks';
import type { Vehicle } from '@vognpark/server/areas/vehicles';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  Spinner,
  StatCard,
  StatusPill,
  type DataTableColumn,
} from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { nameOf, roleLabel } from '../../labels';
import { obligationName } from '../../../compliance/labels';
import { ComplianceStatePill } from '../../../compliance/components/WorkPills';
import { TaskDuePill, TaskStatusPill } from '../../../tasks/components/TaskPills';
import { withLocalTitle } from '../../../tasks/localTitle';
import { VehicleStatusPill } from '../../../vehicles/components/VehicleStatusPill';
import { formatDate, formatPlate } from '../../../vehicles/format';
import { useAppMessages, type FormatAppMessage } from '../../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../../messages/en';
import { RouterLink } from '../../../../shell/RouterLink';
import { CARDS_BELOW } from '../../../../shell/tableLayout';

export interface ClientPageViewProps {
  /** `loading` until the customer is known; `notFound` for an unknown id; `error` when it failed. */
  status: 'loading' | 'ready' | 'notFound' | 'error';
  overview?: ClientOverview | undefined;
  onRetry: () => void;
  /** Where the breadcrumb "Customers" leads. */
  listHref: string;
}

const tiles: { label: AppMessageId; value: (overview: ClientOverview) => number }[] = [
  { label: 'app.dashboard.tile.overdueTasks', value: (o) => o.badges.tasks },
  { label: 'app.dashboard.tile.inspectionsDue', value: (o) => o.badges.inspections },
  { label: 'app.dashboard.tile.compliance', value: (o) => o.badges.compliance },
];

/**
 * One customer as an admin opens it from /admin/clients: its name, CVR number and contact, what
 * needs attention (its managers' badge counts, overdue or missing obligations, open tasks), then
 * its vehicles and its users; each list shows its first rows and says how many there are.
 */
export function ClientPageView({ status, overview, onRetry, listHref }: ClientPageViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const columns = useColumns(t, locale);
  const listTitle = t('app.clientPage.breadcrumb');

  if (status !== 'ready' || !overview) {
    return (
      <Page>
        <PageHeader title={listTitle} />
        {status === 'loading' && (
          <Loading>
            <Spinner />
            <span role="status">{t('app.clientPage.loading')}</span>
          </Loading>
        )}
        {status === 'notFound' && (
          <EmptyState
            title={t('app.clientPage.notFound')}
            message=""
            action={<RouterLink href={listHref}>{listTitle}</RouterLink>}
          />
        )}
        {status === 'error' && (
          <Problem role="alert">
            {t('app.clientPage.loadError')}{' '}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('app.error.retry')}
            </Button>
          </Problem>
        )}
      </Page>
    );
  }

  const { client } = overview;
  const contact = [client.contactEmail, client.contactPhone].filter(Boolean).join(' · ');
  const calm = tiles.every((tile) => tile.value(overview) === 0) && overview.tasks.total === 0;
  return (
    <Page>
      <PageHeader
        title={client.name}
        description={
          client.cvr
            ? t('app.clientPage.contact', {
                cvr: client.cvr,
                contact: contact || t('app.clientPage.noContact'),
              })
            : contact || t('app.clientPage.noContact')
        }
        meta={
          <StatusPill
            tone={client.active ? 'success' : 'neutral'}
            label={t(client.active ? 'app.users.state.active' : 'app.users.state.inactive')}
          />
        }
        breadcrumbs={[{ label: listTitle, href: listHref }, { label: client.name }]}
        linkComponent={RouterLink}
      />

      <Section aria-labelledby="client-attention">
        <Heading id="client-attention">{t('app.clientPage.attention.title')}</Heading>
        <Tiles aria-label={t('app.clientPage.attention.tiles')}>
          {tiles.map((tile) => {
            const value = tile.value(overview);
            return (
              <li key={tile.label}>
                <StatCard value={value} label={t(tile.label)} tone={value ? 'attention' : 'neutral'} />
              </li>
            );
          })}
        </Tiles>
        {calm ? (
          <Note role="status">{t('app.clientPage.attention.none')}</Note>
        ) : (
          <>
            <Part
              title={t('app.clientPage.obligations.title')}
              shown={overview.obligations.items.length}
              total={overview.obligations.total}
            >
              <DataTable<Obligation>
                label={t('app.clientPage.obligations.title')}
                columns={columns.obligations}
                rows={overview.obligations.items}
                rowKey={(o) => o.id}
                rowLabel={(o) => obligationName(o, t)}
                cardsBelow={CARDS_BELOW}
                emptyTitle={t('app.clientPage.obligations.empty')}
              />
            </Part>
            <Part
              title={t('app.clientPage.tasks.title')}
              shown={overview.tasks.items.length}
              total={overview.tasks.total}
            >
              <DataTable<Task>
                label={t('app.clientPage.tasks.title')}
                columns={columns.tasks}
                rows={overview.tasks.items}
                rowKey={(task) => task.id}
                rowLabel={(task) => withLocalTitle(task, locale).title}
                cardsBelow={CARDS_BELOW}
                emptyTitle={t('app.clientPage.tasks.empty')}
              />
            </Part>
          </>
        )}
      </Section>

      <Part
        title={t('app.clientPage.vehicles.title')}
        shown={overview.vehicles.items.length}
        total={overview.vehicles.total}
        heading
      >
        <DataTable<Vehicle>
          label={t('app.clientPage.vehicles.title')}
          columns={columns.vehicles}
          rows={overview.vehicles.items}
          rowKey={(v) => v.id}
          rowLabel={(v) => formatPlate(v.registration)}
          cardsBelow={CARDS_BELOW}
          emptyTitle={t('app.clientPage.vehicles.empty')}
          emptyMessage={t('app.clientPage.vehicles.emptyBody')}
        />
      </Part>

      <Part
        title={t('app.clientPage.users.title')}
        shown={overview.users.items.length}
        total={overview.users.total}
        heading
      >
        <DataTable<ManagedUser>
          label={t('app.clientPage.users.title')}
          columns={columns.users}
          rows={overview.users.items}
          rowKey={(u) => u.id}
          rowLabel={(u) => nameOf(u)}
          cardsBelow={CARDS_BELOW}
          emptyTitle={t('app.clientPage.users.empty')}
          emptyMessage={t('app.clientPage.users.emptyBody')}
        />
      </Part>
    </Page>
  );
}

/** A list of the page with its heading and, when it holds only the first rows, "The first 25 of 61". */
function Part(props: {
  title: string;
  shown: number;
  total: number;
  heading?: boolean;
  children: ReactNode;
}) {
  const t = useAppMessages();
  const TitleTag = props.heading ? Heading : SubHeading;
  return (
    <Block>
      <TitleTag>{`${props.title} (${props.total})`}</TitleTag>
      {props.children}
      {props.total > props.shown && (
        <Note role="status">{t('app.clientPage.shown', { shown: props.shown, total: props.total })}</Note>
      )}
    </Block>
  );
}

function useColumns(t: FormatAppMessage, locale: string) {
  return useMemo(() => {
    const plateOf = (vehicle: { registration: string } | null) =>
      vehicle ? formatPlate(vehicle.registration) : '—';
    const obligations: DataTableColumn<Obligation>[] = [
      {
        id: 'obligation',
        header: t('app.compliance.column.obligation'),
        cell: (o) => obligationName(o, t),
        rowHeader: true,
        truncate: true,
        width: 240,
        minWidth: 140,
        card: 'title',
      },
      {
        id: 'vehicle',
        header: t('app.compliance.column.vehicle'),
        cell: (o) => plateOf(o.vehicle),
        width: 130,
      },
      {
        id: 'validUntil',
        header: t('app.compliance.column.validUntil'),
        cell: (o) => (o.validUntil ? formatDate(o.validUntil, locale) : t('app.clientPage.noDate')),
        width: 140,
        priority: 2,
      },
      {
        id: 'state',
        header: t('app.compliance.column.state'),
        cell: (o) => <ComplianceStatePill state={o.state} />,
        width: 140,
      },
    ];
    const tasks: DataTableColumn<Task>[] = [
      {
        id: 'title',
        header: t('app.tasks.column.title'),
        cell: (task) => withLocalTitle(task, locale).title,
        rowHeader: true,
        truncate: true,
        width: 280,
        minWidth: 160,
        card: 'title',
      },
      {
        id: 'vehicle',
        header: t('app.tasks.column.vehicle'),
        cell: (task) => plateOf(task.vehicle),
        width: 130,
      },
      {
        id: 'dueDate',
        header: t('app.tasks.column.dueDate'),
        cell: (task) => (
          <DueCell>
            {task.dueDate ? formatDate(task.dueDate, locale) : t('app.clientPage.noDate')}
            {task.dueState === 'overdue' && <TaskDuePill state={task.dueState} />}
          </DueCell>
        ),
        width: 200,
        priority: 2,
      },
      {
        id: 'status',
        header: t('app.tasks.column.status'),
        cell: (task) => <TaskStatusPill status={task.status} />,
        width: 140,
      },
    ];
    const vehicles: DataTableColumn<Vehicle>[] = [
      {
        id: 'registration',
        header: t('app.vehicles.column.registration'),
        cell: (v) => formatPlate(v.registration),
        rowHeader: true,
        width: 170,
        card: 'title',
      },
      {
        id: 'makeModel',
        header: t('app.vehicles.column.makeModel'),
        cell: (v) => `${v.make} ${v.model}`,
        truncate: true,
        width: 240,
        minWidth: 140,
      },
      {
        id: 'status',
        header: t('app.vehicles.column.status'),
        cell: (v) => <VehicleStatusPill status={v.status} />,
        width: 150,
      },
      {
        id: 'nextDue',
        header: t('app.vehicles.column.nextDue'),
        cell: (v) => (v.nextDueDate ? formatDate(v.nextDueDate, locale) : '—'),
        width: 140,
        priority: 2,
      },
    ];
    const users: DataTableColumn<ManagedUser>[] = [
      {
        id: 'name',
        header: t('app.users.column.name'),
        cell: (u) => nameOf(u),
        rowHeader: true,
        truncate: true,
        width: 200,
        minWidth: 130,
        card: 'title',
      },
      {
        id: 'email',
        header: t('app.users.column.email'),
        cell: (u) => u.email,
        truncate: true,
        width: 260,
        minWidth: 150,
        priority: 2,
      },
      { id: 'role', header: t('app.users.column.role'), cell: (u) => t(roleLabel(u.role)), width: 150 },
      {
        id: 'state',
        header: t('app.users.column.state'),
        cell: (u) =>
          !u.active ? (
            <StatusPill tone="neutral" label={t('app.users.state.inactive')} />
          ) : u.mustChangePassword ? (
            <StatusPill tone="info" label={t('app.users.state.pending')} />
          ) : (
            <StatusPill tone="success" label={t('app.users.state.active')} />
          ),
        width: 170,
      },
    ];
    return { obligations, tasks, vehicles, users };
  }, [t, locale]);
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

// Not a landmark: the table inside is the region named by the list's title.
const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const DueCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Problem = styled.p`
  margin: 0;
`;
