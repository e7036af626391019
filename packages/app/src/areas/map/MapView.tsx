import type { MapOverview, MapVehicle, NearestWorkshop } from '@vognpark/server/areas/map';
import {
  Button,
  Checkbox,
  Map as VehicleMap,
  PageHeader,
  type MapBasemap,
  SearchField,
  Select,
  StatusPill,
} from '@vognpark/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ageOf, filterVehicles, MAP_STATES, markersOf, TONES, type MapUrlState } from './mapList';
import { Page } from '../../pages/PageColumn';

export interface MapViewProps {
  title: string;
  state: MapUrlState;
  onStateChange: (state: MapUrlState) => void;
  /** Null while loading or after an error. */
  overview: MapOverview | null;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** The vehicle page's address. */
  vehicleHref: (id: string) => string;
  /** "Now", for the positions' ages (stories fix it). */
  now?: Date;
  /** The page's actions beside its title (the trackers). */
  actions?: ReactNode;
  /**
   * The preferred workshop nearest the selected vehicle (`map.nearestWorkshop`): loading, found,
   * none (null), or it could not be read. Left out: the card says nothing of workshops.
   */
  nearestWorkshop?: { status: 'loading' | 'ready' | 'error'; data?: NearestWorkshop | null };
  /** Share Position on the card of a placed vehicle (a share link of its last position); left out: none. */
  onSharePosition?: (vehicleId: string) => void;
  /** The operator's basemap (the boot data's MAP_BASEMAP); left out: the offline basemap alone. */
  basemap?: MapBasemap | null;
}

/**
 * /manager/map without data fetching: the map and beside it the list the map shows (the same
 * vehicles, for keyboards and screen readers too), filtered by the address like the register.
 * Each vehicle says where its position came from and how old it is; a vehicle nobody has placed
 * says so and is on the list only.
 */
export function MapView({
  title,
  state,
  onStateChange,
  overview,
  loading = false,
  error,
  onRetry,
  vehicleHref,
  actions,
  nearestWorkshop,
  onSharePosition,
  basemap = null,
  now = new Date(),
}: MapViewProps) {
  const t = useAppMessages();
  const intl = useIntl();
  const vehicles = useMemo(
    () => (overview ? filterVehicles(overview.vehicles, state) : []),
    [overview, state],
  );
  const depots = useMemo(() => overview?.depots ?? [], [overview]);
  const depotName = useMemo(() => new Map(depots.map((depot) => [depot.id, depot.name])), [depots]);
  const selected = overview?.vehicles.find((vehicle) => vehicle.id === state.vehicle) ?? null;
  const [copied, setCopied] = useState<string | null>(null);
  // The partner workshops with a place, as diamonds (filled: preferred); a layer one can hide.
  const [showWorkshops, setShowWorkshops] = useState(true);
  const workshops = overview?.workshops;
  const landmarks = useMemo(
    () =>
      showWorkshops && workshops
        ? workshops.map((workshop) => ({
            id: workshop.id,
            lat: workshop.lat,
            lon: workshop.lon,
            label: workshop.preferred
              ? t('app.map.workshops.preferredNamed', { name: workshop.name })
              : workshop.name,
            emphasis: workshop.preferred,
          }))
        : [],
    [showWorkshops, workshops, t],
  );
  const distance = (metres: number) =>
    metres < 1000
      ? intl.formatNumber(Math.round(metres / 10) * 10, { style: 'unit', unit: 'meter' })
      : intl.formatNumber(metres / 1000, {
          style: 'unit',
          unit: 'kilometer',
          maximumFractionDigits: metres < 10_000 ? 1 : 0,
        });
  const stateOptions = [
    { value: '', label: t('app.map.filter.all') },
    ...MAP_STATES.map((value) => ({ value, label: t(`app.map.filter.${value}`) })),
  ];

  const where = (vehicle: MapVehicle) => {
    const position = vehicle.position;
    if (!position) return t('app.map.unknown');
    const age = ageOf(position.recordedAt, now);
    const text = t('app.map.positionAge', {
      age: intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' }),
      source: t(`app.map.source.${position.source}`),
    });
    const depot = position.depotId ? depotName.get(position.depotId) : undefined;
    return depot ? `${text} · ${t('app.map.atDepot', { name: depot })}` : text;
  };
  // Each marker says its source and age too (its tooltip), as the list does.
  const markers = markersOf(vehicles, formatPlate, where);
  const select = (vehicle: string | null) => onStateChange({ ...state, vehicle });
  const copyPosition = (vehicle: MapVehicle) => {
    if (!vehicle.position) return;
    const text = `${vehicle.position.lat.toFixed(5)}, ${vehicle.position.lon.toFixed(5)}`;
    void navigator.clipboard?.writeText(text).then(() => setCopied(vehicle.id));
  };

  return (
    <Page>
      <PageHeader
        title={title}
        description={overview ? t('app.map.count', { count: vehicles.length }) : undefined}
        actions={actions}
      />
      <Filters>
        <SearchField
          label={t('app.map.search.label')}
          value={state.search}
          onValueChange={(search) => onStateChange({ ...state, search })}
        />
        <Select
          label={t('app.map.filter.label')}
          options={stateOptions}
          value={state.state ?? ''}
          onValueChange={(value) =>
            onStateChange({
              ...state,
              state: (MAP_STATES as readonly string[]).includes(value)
                ? (value as MapUrlState['state'])
                : null,
            })
          }
        />
        {workshops && workshops.length > 0 && (
          <Checkbox
            label={t('app.map.workshops.show', { count: workshops.length })}
            checked={showWorkshops}
            onCheckedChange={setShowWorkshops}
          />
        )}
      </Filters>
      {error ? (
        <Problem role="alert">
          <p>{error}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('app.error.retry')}
            </Button>
          )}
        </Problem>
      ) : (
        <Layout>
          <VehicleMap
            label={t('app.map.label')}
            markers={markers}
            zones={depots}
            landmarks={landmarks}
            selectedId={state.vehicle}
            onSelect={select}
            fitKey={`${state.search}|${state.state ?? ''}|${overview ? 'loaded' : ''}`}
            height="min(70vh, 640px)"
            basemap={basemap}
          />
          <Side>
            {selected && (
              <Card aria-label={formatPlate(selected.registration)}>
                <CardHead>
                  <strong>{formatPlate(selected.registration)}</strong>
                  <span>
                    {selected.make} {selected.model}
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => select(null)}>
                    {t('app.map.card.close')}
                  </Button>
                </CardHead>
                <StatusPill
                  tone={TONES[selected.attention]}
                  label={t(`app.map.filter.${selected.attention}`)}
                />
                <Where>{where(selected)}</Where>
                {selected.position?.accuracyM != null && (
                  <Where>
                    {t('app.map.card.accuracy', { metres: Math.round(selected.position.accuracyM) })}
                  </Where>
                )}
                {selected.driverName && (
                  <Where>{t('app.map.card.driver', { name: selected.driverName })}</Where>
                )}
                {selected.position && nearestWorkshop && (
                  <Where>
                    {nearestWorkshop.status === 'loading'
                      ? t('app.map.card.workshopLoading')
                      : nearestWorkshop.status === 'error'
                        ? t('app.map.card.workshopError')
                        : nearestWorkshop.data
                          ? t('app.map.card.workshop', {
                              name: nearestWorkshop.data.name,
                              distance: distance(nearestWorkshop.data.distanceM),
                            })
                          : t('app.map.card.noWorkshop')}
                  </Where>
                )}
                <Actions>
                  <a href={vehicleHref(selected.id)}>{t('app.map.open')}</a>
                  <a href={`${vehicleHref(selected.id)}?tab=tasks`}>{t('app.map.card.tasks')}</a>
                  {selected.position && (
                    <Button variant="secondary" size="sm" onClick={() => copyPosition(selected)}>
                      {t('app.map.card.copy')}
                    </Button>
                  )}
                  {selected.position && onSharePosition && (
                    <Button variant="secondary" size="sm" onClick={() => onSharePosition(selected.id)}>
                      {t('app.map.card.share')}
                    </Button>
                  )}
                </Actions>
                <span role="status">{copied === selected.id ? t('app.map.card.copied') : ''}</span>
              </Card>
            )}
            <List aria-label={t('app.map.list')} aria-busy={loading || undefined}>
              {loading && !overview ? null : vehicles.length === 0 ? (
                <Empty>{overview?.vehicles.length ? t('app.map.empty') : t('app.map.noVehicles')}</Empty>
              ) : (
                vehicles.slice(0, 300).map((vehicle) => {
                  const current = vehicle.id === state.vehicle;
                  return (
                    <Item key={vehicle.id} aria-current={current || undefined} $selected={current}>
                      <ItemButton type="button" onClick={() => select(vehicle.id)}>
                        <strong>{formatPlate(vehicle.registration)}</strong>
                        <span>
                          {vehicle.make} {vehicle.model}
                        </span>
                      </ItemButton>
                      <StatusPill
                        tone={TONES[vehicle.attention]}
                        label={t(`app.map.filter.${vehicle.attention}`)}
                      />
                      <Where>{where(vehicle)}</Where>
                    </Item>
                  );
                })
              )}
            </List>
          </Side>
        </Layout>
      )}
    </Page>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;

  & > * {
    min-width: 200px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

/** The selected vehicle's card: what it is, where it was and what to do with it. */
const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;

  & > button {
    margin-inline-start: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: min(70vh, 640px);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceHover : 'transparent')};

  & a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
`;

const ItemButton = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Where = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Empty = styled.li`
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-items: start;
`;
