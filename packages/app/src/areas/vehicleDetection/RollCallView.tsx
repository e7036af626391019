import type { RollCall } from '@vognpark/server/areas/vehicleDetection';
import { Button } from '@vognpark/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { mapUrl } from '../map/mapList';
import { formatPlate } from '../vehicles/format';

export type RollCallState =
  | { kind: 'idle' }
  | { kind: 'uploading'; done: number; total: number }
  | { kind: 'reading' }
  | { kind: 'error' }
  | { kind: 'done'; result: RollCall };

export interface RollCallViewProps {
  state: RollCallState;
  onChoose: (files: File[]) => void;
}

/**
 * The yard roll-call (data in, callbacks out): Choose Photos of the vehicles in a yard; then the
 * vehicles present (links), each placed on the map at its photo's time (with a link to the map
 * showing it) or said to have no place in its photo, the active ones expected but missing
 * (links), and the unknown plates with the nearest registration number of the register.
 */
export function RollCallView({ state, onChoose }: RollCallViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  });
  const input = useRef<HTMLInputElement>(null);
  const busy = state.kind === 'uploading' || state.kind === 'reading';
  const result = state.kind === 'done' ? state.result : null;
  return (
    <Section aria-labelledby="roll-call-title">
      <Head>
        <h2 id="roll-call-title">{t('app.vehicleDetection.rollCall.title')}</h2>
        <HiddenInput
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic"
          aria-label={t('app.vehicleDetection.rollCall.chooseLabel')}
          disabled={busy}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length) onChoose(files);
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
          {t('app.vehicleDetection.rollCall.choose')}
        </Button>
      </Head>
      <Muted>{t('app.vehicleDetection.rollCall.description')}</Muted>
      {busy && (
        <Muted role="status">
          {state.kind === 'uploading'
            ? t('app.vehicleDetection.rollCall.uploading', { done: state.done, total: state.total })
            : t('app.vehicleDetection.rollCall.reading')}
        </Muted>
      )}
      {state.kind === 'error' && <Problem role="alert">{t('app.vehicleDetection.rollCall.error')}</Problem>}
      {result && (
        <Lists>
          <List
            title={t('app.vehicleDetection.rollCall.present', { count: result.present.length })}
            items={result.present.map((vehicle) => (
              <Present key={vehicle.vehicleId}>
                <RouterLink href={`/manager/vehicles/${vehicle.vehicleId}`}>
                  {`${formatPlate(vehicle.registration)}, ${vehicle.make} ${vehicle.model}`}
                </RouterLink>
                {vehicle.placement === 'placed' && vehicle.placedAt ? (
                  <Muted as="span">
                    {t('app.vehicleDetection.rollCall.placed', {
                      date: when.format(new Date(vehicle.placedAt)),
                    })}{' '}
                    <RouterLink href={mapUrl.href({ vehicle: vehicle.vehicleId })}>
                      {t('app.vehicleDetection.rollCall.showOnMap', {
                        plate: formatPlate(vehicle.registration),
                      })}
                    </RouterLink>
                  </Muted>
                ) : (
                  <Muted as="span">{t('app.vehicleDetection.rollCall.noPlace')}</Muted>
                )}
              </Present>
            ))}
          />
          <List
            title={t('app.vehicleDetection.rollCall.missing', { count: result.missing.length })}
            first={MISSING_SHOWN}
            items={result.missing.map((vehicle) => (
              <RouterLink key={vehicle.vehicleId} href={`/manager/vehicles/${vehicle.vehicleId}`}>
                {`${formatPlate(vehicle.registration)}, ${vehicle.make} ${vehicle.model}`}
              </RouterLink>
            ))}
          />
          <List
            title={t('app.vehicleDetection.rollCall.unknown', { count: result.unknown.length })}
            items={result.unknown.map((plate) => (
              <span key={plate.text}>
                <strong>{formatPlate(plate.text)}</strong>
                {plate.candidates[0] && (
                  <Muted as="span">
                    {' '}
                    {t('app.vehicleDetection.rollCall.nearest', {
                      plate: formatPlate(plate.candidates[0].registration),
                    })}
                  </Muted>
                )}
              </span>
            ))}
          />
        </Lists>
      )}
    </Section>
  );
}

/**
 * The missing vehicles shown before Show All: in a fleet of 1,700 every active vehicle no photo
 * shows is missing, a list no one reads to the end on a phone.
 */
const MISSING_SHOWN = 12;

/** A titled list; with `first`, only that many items until Show All. */
function List({ title, items, first }: { title: string; items: React.ReactNode[]; first?: number }) {
  const t = useAppMessages();
  const [all, setAll] = useState(false);
  const shown = first === undefined || all ? items : items.slice(0, first);
  return (
    <div>
      <h3>{title}</h3>
      {items.length ? (
        <ul aria-label={title}>
          {shown.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <Muted>{t('app.vehicleDetection.rollCall.none')}</Muted>
      )}
      {shown.length < items.length && (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
          {t('app.vehicleDetection.rollCall.showAll', { count: items.length })}
        </Button>
      )}
    </div>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]}px;
  }
`;

const Present = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
