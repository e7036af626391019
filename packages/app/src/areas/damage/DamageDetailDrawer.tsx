import type { DamageAction, DamageDetail } from '@vognpark/server/areas/damage';
import type { Photo } from '@vognpark/server/areas/photos';
import {
  Button,
  DescriptionItem,
  DescriptionList,
  Drawer,
  Spinner,
  StatusPill,
  TextField,
  useKitMessages,
} from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ShowsAnotherVehicle } from '../photos/ShowsAnotherVehicle';
import styled from 'styled-components';
import { formatDate, formatMoment, formatPlate } from '../vehicles/format';
import { DrawerFailure } from '../../forms/DrawerParts';
import { useAppMessages } from '../../i18n/useAppMessages';
import { photoUrl } from '../photos/upload';
import {
  actionLabel,
  classLabel,
  damageActionsOf,
  formatOre,
  severityLabel,
  sourceLabel,
  statusLabel,
  statusTones,
  zoneLabel,
} from './domain';

export interface DamageDetailDrawerProps {
  /** Open while a damage is chosen (its id), closed with null. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The damage with its history, once loaded. */
  damage: DamageDetail | undefined;
  /** Why it could not be loaded. */
  error?: string;
  onRetry: () => void;
  /** Whether the person may move its status (managers and admins). */
  canAct: boolean;
  /** Moves the status; resolves when saved, rejects with the server's error (the drawer says why). */
  onAct: (action: DamageAction, note: string) => Promise<unknown>;
  /** Opens the edit form (managers and admins). */
  onEdit?: () => void;
  /** Downloads the damage's claim report as a PDF (managers). */
  onDownloadClaim?: () => void;
  /** A share link of the damage's report and its claim (managers). */
  onShareClaim?: () => void;
  /** The damage's photos: loading, their rows, or failed (with a retry). */
  photos?: { status: 'loading' | 'ready' | 'error'; items?: readonly Photo[] };
  onRetryPhotos?: () => void;
  /** Where a photo's file is (the server's address by default; stories give their own). */
  photoSrc?: (photo: Photo, variant: 'web' | 'thumb') => string;
  /** The action being saved, if any. */
  pending: DamageAction | null;
  /** Why the last action failed, in words. */
  failure?: string;
  portalRoot?: HTMLElement | null;
}

/**
 * A damage: where on the vehicle, what and how bad, where it was found, its costs, its photos
 * (thumbnails, each opening the large picture), its status history with who and when, Edit, and
 * the next steps its status allows (confirm, no correction needed, create the repair task, mark
 * repaired, reopen), each with an optional note.
 */
export function DamageDetailDrawer({
  open,
  onOpenChange,
  damage,
  error,
  onRetry,
  canAct,
  onAct,
  onEdit,
  onDownloadClaim,
  onShareClaim,
  photos = { status: 'ready', items: [] },
  onRetryPhotos,
  photoSrc = (photo, variant) => photoUrl(photo.id, variant),
  pending,
  failure,
  portalRoot,
}: DamageDetailDrawerProps) {
  const t = useAppMessages();
  const kit = useKitMessages();
  const { locale } = useIntl();
  const [note, setNote] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A new note for each damage shown.
  if (open && damage && damage.id !== shownFor) {
    setShownFor(damage.id);
    setNote('');
  }
  const actions = damage ? damageActionsOf(damage.status) : [];
  const money = (ore: number | null) => (ore === null ? t('app.damage.none') : formatOre(ore, locale));

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={
        damage
          ? t('app.damage.detail.title', { plate: formatPlate(damage.vehicle.registration) })
          : t('app.damage.table')
      }
      description={damage ? `${damage.vehicle.make} ${damage.vehicle.model}`.trim() || undefined : undefined}
    >
      {error ? (
        <Section>
          <DrawerFailure role="alert">{error}</DrawerFailure>
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {kit('ui.dataTable.retry')}
            </Button>
          </div>
        </Section>
      ) : !damage ? (
        <Spinner />
      ) : (
        <Section>
          <DescriptionList>
            <DescriptionItem term={t('app.damage.column.status')}>
              <StatusPill tone={statusTones[damage.status]} label={t(statusLabel(damage.status))} />
            </DescriptionItem>
            <DescriptionItem term={t('app.damage.column.place')}>{t(zoneLabel(damage.zone))}</DescriptionItem>
            <DescriptionItem term={t('app.damage.column.class')}>
              {t(classLabel(damage.damageClass))}
            </DescriptionItem>
            <DescriptionItem term={t('app.damage.column.severity')}>
              {t(severityLabel(damage.severity))}
            </DescriptionItem>
            <DescriptionItem term={t('app.damage.column.found')}>
              {formatDate(damage.foundOn, locale)}
            </DescriptionItem>
            <DescriptionItem term={t('app.damage.detail.source')}>
              {t(sourceLabel(damage.source))}
            </DescriptionItem>
            {damage.reportedBy && (
              <DescriptionItem term={t('app.damage.detail.reportedBy')}>
                {damage.reportedBy.name}
              </DescriptionItem>
            )}
            <DescriptionItem term={t('app.damage.window.title')}>
              <WindowText window={damage.window} />
            </DescriptionItem>
            <DescriptionItem term={t('app.damage.column.estimate')}>
              {money(damage.estimateOre)}
            </DescriptionItem>
            <DescriptionItem term={t('app.damage.detail.actual')}>{money(damage.actualOre)}</DescriptionItem>
          </DescriptionList>
          {damage.description && (
            <div>
              <h3>{t('app.damage.form.description')}</h3>
              <Words>{damage.description}</Words>
            </div>
          )}
          <section aria-labelledby={`damage-photos-${damage.id}`}>
            <h3 id={`damage-photos-${damage.id}`}>
              {t('app.damage.detail.photos', { count: photos.items?.length ?? damage.photoCount })}
            </h3>
            {photos.status === 'loading' ? (
              <p role="status">{t('app.photos.loading')}</p>
            ) : photos.status === 'error' ? (
              <p role="alert">
                {t('app.photos.loadError')}{' '}
                <Button variant="secondary" size="sm" onClick={onRetryPhotos}>
                  {t('app.photos.retry')}
                </Button>
              </p>
            ) : (
              photos.items &&
              photos.items.length > 0 && (
                <Gallery>
                  {photos.items.map((photo, index) => {
                    const name = t('app.damage.detail.photoLink', { number: index + 1 });
                    return (
                      <li key={photo.id}>
                        <a
                          href={photo.hasWeb ? photoSrc(photo, 'web') : undefined}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={name}
                        >
                          {photo.hasThumb ? (
                            <img src={photoSrc(photo, 'thumb')} alt="" width={160} height={120} />
                          ) : (
                            name
                          )}
                        </a>
                        {photo.duplicateOf && <StatusPill tone="warning" label={t('app.photos.duplicate')} />}
                        <ShowsAnotherVehicle photo={photo} />
                      </li>
                    );
                  })}
                </Gallery>
              )
            )}
          </section>
          {canAct && (onEdit || onDownloadClaim || onShareClaim) && (
            <Buttons>
              {onEdit && (
                <Button variant="secondary" onClick={onEdit}>
                  {t('app.damage.edit')}
                </Button>
              )}
              {onDownloadClaim && (
                <Button variant="secondary" onClick={onDownloadClaim}>
                  {t('app.damage.detail.claim')}
                </Button>
              )}
              {onShareClaim && (
                <Button variant="secondary" onClick={onShareClaim}>
                  {t('app.damage.detail.share')}
                </Button>
              )}
            </Buttons>
          )}

          {canAct && (
            <section aria-labelledby={`damage-next-${damage.id}`}>
              <h3 id={`damage-next-${damage.id}`}>{t('app.damage.detail.next')}</h3>
              {actions.length === 0 ? (
                <p>{t('app.damage.detail.done')}</p>
              ) : (
                <Next>
                  {failure && <DrawerFailure role="alert">{failure}</DrawerFailure>}
                  <TextField
                    label={t('app.damage.detail.note')}
                    value={note}
                    onValueChange={setNote}
                    maxLength={500}
                  />
                  <Buttons>
                    {actions.map((action, index) => (
                      <Button
                        key={action}
                        variant={index === 0 ? 'primary' : 'secondary'}
                        pending={pending === action}
                        disabled={pending !== null && pending !== action}
                        onClick={() =>
                          void onAct(action, note.trim()).then(
                            () => setNote(''),
                            () => {},
                          )
                        }
                      >
                        {t(actionLabel(action))}
                      </Button>
                    ))}
                  </Buttons>
                </Next>
              )}
            </section>
          )}

          <section aria-labelledby={`damage-history-${damage.id}`}>
            <h3 id={`damage-history-${damage.id}`}>{t('app.damage.detail.history')}</h3>
            <History>
              {[...damage.history].reverse().map((change, index) => {
                const time = formatMoment(change.at, locale);
                return (
                  <li key={`${change.at} ${index}`}>
                    <strong>{t(statusLabel(change.to))}</strong>
                    <span>
                      {change.by
                        ? t('app.damage.detail.by', { time, name: change.by.name })
                        : t('app.damage.detail.bySystem', { time })}
                    </span>
                    {change.note && <Words>{change.note}</Words>}
                  </li>
                );
              })}
            </History>
          </section>
        </Section>
      )}
    </Drawer>
  );
}

/** The booking or driver in whose window the damage appeared, and how that is known. */
function WindowText({ window }: { window: DamageDetail['window'] }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (!window) return <>{t('app.damage.window.unknown')}</>;
  const driver = window.driver?.name ?? '';
  const { booking } = window;
  return (
    <>
      {booking?.checkedOutAt
        ? booking.returnedAt
          ? t('app.damage.window.booking', {
              driver,
              checkedOut: formatMoment(booking.checkedOutAt, locale),
              returned: formatMoment(booking.returnedAt, locale),
            })
          : t('app.damage.window.bookingOut', {
              driver,
              checkedOut: formatMoment(booking.checkedOutAt, locale),
            })
        : t('app.damage.window.driver', { driver })}
      <Basis>{t(`app.damage.window.basis.${window.basis}`)}</Basis>
    </>
  );
}

const Basis = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  & p {
    margin: 0;
  }
`;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    align-content: start;
    min-width: 0;
  }
  & a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Words = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Next = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  & li {
    display: grid;
    gap: 2px;
    padding-left: ${({ theme }) => theme.space[3]}px;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
  & li span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;
