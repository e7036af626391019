import type { ServiceVisitProposal } from '@vognpark/server/areas/service';
import { Button, Drawer, EmptyState, Spinner } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatOdometer, formatPlate } from '../../vehicles/format';
import { DrawerCancelButton, DrawerFailure } from '../../../forms/DrawerParts';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { personName } from './EntryTable';
import { VisitItems } from './VisitItems';

export interface PlanVisitDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle (its plate for the title while the proposal loads). */
  vehicle: { id: string; registration: string } | null;
  /** What it has due within 30 days or 1,000 km (`service.visit`). */
  proposal: ServiceVisitProposal | undefined;
  loading: boolean;
  /** The proposal could not be loaded. */
  error: boolean;
  onRetry: () => void;
  /** Plans the visit (one task with the items); the drawer closes once it is done. */
  onConfirm: () => Promise<unknown>;
  /** Record the planned visit's service (when one is open). */
  onRecord?: () => void;
  portalRoot?: HTMLElement | null;
}

/**
 * Plan Visit (docs/service.md "Bundle the visit"): what the vehicle has due within 30 days or
 * 1,000 km across service, the periodic inspection and the tachograph calibration, and Plan Visit,
 * which makes one task with those items. A visit already planned is shown with Record Visit.
 */
export function PlanVisitDrawer({
  open,
  onOpenChange,
  vehicle,
  proposal,
  loading,
  error,
  onRetry,
  onConfirm,
  onRecord,
  portalRoot,
}: PlanVisitDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // Closed, it forgets a failed plan: opened again, it starts clean.
  const openChange = (next: boolean) => {
    if (!next) setFailed(false);
    onOpenChange(next);
  };
  if (!vehicle) return null;
  const plate = formatPlate(vehicle.registration);
  const planned = proposal?.planned ?? null;
  const items = proposal?.items ?? [];
  const canPlan = !loading && !error && !planned && items.length > 0;

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onConfirm();
      openChange(false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  let body;
  if (loading) body = <Spinner label={t('app.service.visit.loading')} />;
  else if (error || !proposal)
    body = (
      <LoadError role="alert">
        <p>{t('app.service.visit.loadError')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('app.error.retry')}
        </Button>
      </LoadError>
    );
  else if (planned)
    body = (
      <Body>
        <p>{t('app.service.visit.planned.note', { plate })}</p>
        <p>
          {t('app.service.visit.planned.body', {
            date: formatDate(planned.createdAt, locale),
            name: personName(planned.createdBy) || t('app.service.history.bySystem'),
          })}
        </p>
        <VisitItems items={planned.items} label={t('app.service.visit.planned.title')} />
      </Body>
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t('app.service.visit.empty.title')}
        message={t('app.service.visit.empty.body', { plate })}
      />
    );
  else
    body = (
      <Body>
        <VisitItems items={items} label={t('app.service.visit.items')} />
        <p>{t('app.service.visit.note')}</p>
        {items.some((item) => item.kind !== 'service') && <p>{t('app.service.visit.noteCompliance')}</p>}
      </Body>
    );

  return (
    <Drawer
      open={open}
      onOpenChange={openChange}
      portalRoot={portalRoot}
      title={t('app.service.visit.title')}
      description={
        proposal
          ? t('app.service.visit.description', {
              plate,
              date: formatDate(proposal.untilOn, locale),
              km: formatOdometer(proposal.untilKm, locale),
            })
          : plate
      }
      footer={
        <>
          <DrawerCancelButton />
          {planned && onRecord && (
            <Button
              onClick={() => {
                openChange(false);
                onRecord();
              }}
            >
              {t('app.service.visit.record')}
            </Button>
          )}
          {canPlan && (
            <Button
              pending={pending}
              pendingLabel={t('app.service.visit.pending')}
              onClick={() => void confirm()}
            >
              {t('app.service.visit.confirm')}
            </Button>
          )}
        </>
      }
    >
      {failed && <DrawerFailure role="alert">{t('app.service.visit.saveError')}</DrawerFailure>}
      {body}
    </Drawer>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  & > p {
    margin: 0;
  }
`;

const LoadError = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]}px;
  & > p {
    margin: 0;
  }
`;
