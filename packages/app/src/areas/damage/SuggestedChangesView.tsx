import type {
  DamageClass,
  DamageSeverity,
  PhotoComparison,
  SuggestedChange,
} from '@vognpark/server/areas/damage';
import { Button, Select, StatusPill, TextArea, useKitMessages } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DrawerFailure } from '../../forms/DrawerParts';
import { useAppMessages } from '../../i18n/useAppMessages';
import { photoUrl } from '../photos/upload';
import { formatMoment } from '../vehicles/format';
import { classLabel, damageClasses, damageSeverities, severityLabel, zoneLabel } from './domain';

export interface ChangeDecision {
  damageClass: DamageClass;
  severity: DamageSeverity;
  description: string;
}

export interface SuggestedChangesViewProps {
  /** The comparisons, once loaded. */
  comparisons: readonly PhotoComparison[] | undefined;
  /** Why they could not be loaded. */
  error?: string;
  onRetry: () => void;
  /** Records the change as a (confirmed) damage; rejects with the server's error. */
  onConfirm: (change: SuggestedChange, decision: ChangeDecision) => Promise<unknown>;
  /** Dismisses the change (nothing is recorded). */
  onDismiss: (change: SuggestedChange) => Promise<unknown>;
  /** Opens the damage a change was confirmed as. */
  onOpenDamage: (damageId: string) => void;
  /** The change being saved, if any. */
  pending: string | null;
  /** Why the last decision failed, in words (with the change it concerns). */
  failure?: { changeId: string; message: string };
  /** Where a photo's web-sized picture is (the server's by default; stories give their own). */
  photoSrc?: (photoId: string) => string;
}

/** Where a region is on its photo, in thirds, for the list that names each change. */
function whereOf(change: SuggestedChange) {
  const cx = change.x + change.width / 2;
  const cy = change.y + change.height / 2;
  return {
    horizontal: cx < 1 / 3 ? 'left' : cx > 2 / 3 ? 'right' : 'centre',
    vertical: cy < 1 / 3 ? 'top' : cy > 2 / 3 ? 'bottom' : 'middle',
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The suggested changes of a vehicle's check-ins (docs/damage.md, before/after comparison): per
 * compared angle, the check-out and the check-in photo with the changed regions drawn on the
 * check-in one, and the same regions as a list, each named by where it is and how much it
 * changed, with Confirm (the type, severity and words, then a damage) and Dismiss. It finds
 * change, not damage: nothing is recorded until a person confirms.
 */
export function SuggestedChangesView({
  comparisons,
  error,
  onRetry,
  onConfirm,
  onDismiss,
  onOpenDamage,
  pending,
  failure,
  photoSrc = (id) => photoUrl(id, 'web'),
}: SuggestedChangesViewProps) {
  const t = useAppMessages();
  const kit = useKitMessages();
  const { locale } = useIntl();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [decision, setDecision] = useState<ChangeDecision>({
    damageClass: 'scratch',
    severity: 'minor',
    description: '',
  });
  const shown = (comparisons ?? []).filter((c) => !c.comparable || c.changes.length > 0);

  return (
    <Section aria-labelledby="suggested-changes-title">
      <h2 id="suggested-changes-title">{t('app.damage.changes.title')}</h2>
      <Muted>{t('app.damage.changes.intro')}</Muted>
      {error ? (
        <p role="alert">
          {error}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {kit('ui.dataTable.retry')}
          </Button>
        </p>
      ) : !comparisons ? (
        <p role="status">{t('app.damage.changes.loading')}</p>
      ) : comparisons.length === 0 ? (
        <p>{t('app.damage.changes.empty')}</p>
      ) : shown.length === 0 ? (
        <p>{t('app.damage.changes.none')}</p>
      ) : (
        shown.map((comparison) => {
          const angle = t(zoneLabel(comparison.angle));
          const headingId = `comparison-${comparison.id}`;
          const returned = comparison.booking.returnedAt ?? comparison.booking.endsAt;
          return (
            <Comparison key={comparison.id} aria-labelledby={headingId}>
              <h3 id={headingId}>
                {t('app.damage.changes.heading', {
                  angle,
                  driver: comparison.booking.driver?.name ?? '',
                  time: formatMoment(returned, locale),
                })}
              </h3>
              {!comparison.comparable && <p>{t('app.damage.changes.notComparable')}</p>}
              <Pictures>
                <figure>
                  <img
                    src={photoSrc(comparison.beforePhotoId)}
                    alt={t('app.damage.changes.before', { angle })}
                  />
                  <figcaption>{t('app.damage.changes.beforeCaption')}</figcaption>
                </figure>
                <figure>
                  <Overlay>
                    <img
                      src={photoSrc(comparison.afterPhotoId)}
                      alt={t('app.damage.changes.after', { angle })}
                    />
                    {comparison.changes.map((change, index) => (
                      <Mark
                        key={change.id}
                        aria-hidden="true"
                        $status={change.status}
                        style={{
                          left: percent(change.x),
                          top: percent(change.y),
                          width: percent(change.width),
                          height: percent(change.height),
                        }}
                      >
                        <span>{index + 1}</span>
                      </Mark>
                    ))}
                  </Overlay>
                  <figcaption>{t('app.damage.changes.afterCaption')}</figcaption>
                </figure>
              </Pictures>
              {comparison.changes.length > 0 && (
                <Changes aria-label={t('app.damage.changes.list', { angle })}>
                  {comparison.changes.map((change, index) => {
                    const where = whereOf(change);
                    const name = t('app.damage.changes.item', {
                      number: index + 1,
                      ...where,
                      score: Math.round(change.score * 100),
                    });
                    const busy = pending === change.id;
                    return (
                      <li key={change.id} aria-label={name}>
                        <strong>{name}</strong>
                        {failure?.changeId === change.id && (
                          <DrawerFailure role="alert">{failure.message}</DrawerFailure>
                        )}
                        {change.status === 'confirmed' ? (
                          <Row>
                            <StatusPill tone="success" label={t('app.damage.changes.confirmed')} />
                            {change.damageId && (
                              <Button
                                variant="secondary"
                                size="sm"
                                onClick={() => onOpenDamage(change.damageId!)}
                              >
                                {t('app.damage.changes.openDamage')}
                              </Button>
                            )}
                          </Row>
                        ) : change.status === 'dismissed' ? (
                          <Row>
                            <StatusPill tone="neutral" label={t('app.damage.changes.dismissed')} />
                            {change.decidedBy && <Muted>{change.decidedBy.name}</Muted>}
                          </Row>
                        ) : confirming === change.id ? (
                          <Form
                            aria-label={t('app.damage.changes.confirmForm', { number: index + 1 })}
                            onSubmit={(event) => {
                              event.preventDefault();
                              void onConfirm(change, decision).then(
                                () => setConfirming(null),
                                () => {},
                              );
                            }}
                          >
                            <Select
                              label={t('app.damage.form.class')}
                              options={damageClasses.map((value) => ({ value, label: t(classLabel(value)) }))}
                              value={decision.damageClass}
                              onValueChange={(value) =>
                                setDecision((d) => ({ ...d, damageClass: value as DamageClass }))
                              }
                              required
                            />
                            <Select
                              label={t('app.damage.form.severity')}
                              options={damageSeverities.map((value) => ({
                                value,
                                label: t(severityLabel(value)),
                              }))}
                              value={decision.severity}
                              onValueChange={(value) =>
                                setDecision((d) => ({ ...d, severity: value as DamageSeverity }))
                              }
                              required
                            />
                            <TextArea
                              label={t('app.damage.form.description')}
                              value={decision.description}
                              onValueChange={(value) => setDecision((d) => ({ ...d, description: value }))}
                              maxLength={2000}
                            />
                            <Row>
                              <Button type="submit" pending={busy}>
                                {t('app.damage.changes.record')}
                              </Button>
                              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
                                {t('app.damage.changes.cancel')}
                              </Button>
                            </Row>
                          </Form>
                        ) : (
                          <Row>
                            <Button
                              size="sm"
                              disabled={pending !== null}
                              onClick={() => {
                                setDecision({ damageClass: 'scratch', severity: 'minor', description: '' });
                                setConfirming(change.id);
                              }}
                            >
                              {t('app.damage.changes.confirm')}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              pending={busy}
                              disabled={pending !== null && !busy}
                              onClick={() => void onDismiss(change).catch(() => {})}
                            >
                              {t('app.damage.changes.dismiss')}
                            </Button>
                          </Row>
                        )}
                      </li>
                    );
                  })}
                </Changes>
              )}
            </Comparison>
          );
        })
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  & h2,
  & h3,
  & p {
    margin: 0;
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Comparison = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Pictures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  & figure {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    min-width: 0;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  & figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

const Overlay = styled.div`
  position: relative;
`;

const Mark = styled.div<{ $status: SuggestedChange['status'] }>`
  position: absolute;
  box-sizing: border-box;
  border: 3px ${({ $status }) => ($status === 'dismissed' ? 'dashed' : 'solid')}
    ${({ theme, $status }) => ($status === 'confirmed' ? theme.colors.success : theme.colors.danger)};
  border-radius: 4px;
  & span {
    position: absolute;
    top: -2px;
    left: -2px;
    transform: translateY(-100%);
    padding: 0 6px;
    border-radius: 4px;
    background: ${({ theme, $status }) => ($status === 'confirmed' ? theme.colors.success : theme.colors.danger)};
    color: #fff;
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

const Changes = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  & li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 32rem;
`;
