import type { PhotoPlates, PlateReading } from '@vognpark/server/areas/vehicleDetection';
import { Button, EmptyState, PageHeader, StatusPill } from '@vognpark/ui';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Page } from '../../pages/PageColumn';
import { RouterLink } from '../../shell/RouterLink';
import { formatPlate } from '../vehicles/format';

/** Reads below this score are shown, never trusted (the server matches nothing below it either). */
export const MIN_READ_SCORE = 0.6;

export type DetectionState = 'empty' | 'uploading' | 'reading' | 'error' | 'done';

export interface VehicleDetectionViewProps {
  title: string;
  state: DetectionState;
  /** The chosen photo's web-sized picture, once there is one. */
  photoUrl: string | null;
  result: PhotoPlates | null;
  /** Why it failed, in words (state 'error'). */
  error?: string;
  onChoose: (file: File) => void;
  onRetry?: () => void;
  /** The yard roll-call's section under the single read. */
  rollCall?: ReactNode;
  /** The client's recent photos to choose from, last. */
  recent?: ReactNode;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * /manager/vehicle-detection as a person sees it (data in, callbacks out): Choose Photo; while it
 * is sent and read, what is happening; then the photo with the plate marked, the plate cut out, the
 * registration number read with its score, and the vehicle it matched (a link), or "unknown" with
 * the nearest registration numbers of the register.
 */
export function VehicleDetectionView({
  title,
  state,
  photoUrl,
  result,
  error,
  onChoose,
  onRetry,
  rollCall,
  recent,
}: VehicleDetectionViewProps) {
  const t = useAppMessages();
  const input = useRef<HTMLInputElement>(null);
  const busy = state === 'uploading' || state === 'reading';
  const choose = (
    <>
      <HiddenInput
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        aria-label={t('app.vehicleDetection.chooseLabel')}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onChoose(file);
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy}>
        {t('app.vehicleDetection.choose')}
      </Button>
    </>
  );
  const [main, ...others] = result?.plates ?? [];
  return (
    <Page>
      <PageHeader title={title} description={t('app.vehicleDetection.description')} actions={choose} />
      {state === 'empty' && (
        <EmptyState
          title={t('app.vehicleDetection.empty.title')}
          message={t('app.vehicleDetection.empty.body')}
        />
      )}
      {busy && (
        <Busy role="status">
          {t(state === 'uploading' ? 'app.vehicleDetection.uploading' : 'app.vehicleDetection.reading')}
        </Busy>
      )}
      {state === 'error' && (
        <Problem role="alert">
          <span>{error ?? t('app.vehicleDetection.error.read')}</span>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('app.vehicleDetection.retry')}
            </Button>
          )}
        </Problem>
      )}
      {(state === 'done' || busy) && photoUrl && (
        <Result>
          <Figure>
            <img src={photoUrl} alt={t('app.vehicleDetection.photo')} />
            {state === 'done' &&
              main &&
              result?.plates.map((plate) => (
                <Mark
                  key={plate.text}
                  aria-hidden
                  $main={plate === main}
                  style={{
                    left: percent(plate.box.x),
                    top: percent(plate.box.y),
                    width: percent(plate.box.width),
                    height: percent(plate.box.height),
                  }}
                />
              ))}
          </Figure>
          {state === 'done' && result && !main && (
            <EmptyState
              title={t('app.vehicleDetection.noPlate.title')}
              message={t('app.vehicleDetection.noPlate.body')}
            />
          )}
          {state === 'done' && result && main && photoUrl && (
            <Read aria-labelledby="vehicle-detection-result">
              <h2 id="vehicle-detection-result">{t('app.vehicleDetection.result')}</h2>
              <PlateCrop plate={main} photoUrl={photoUrl} label={t('app.vehicleDetection.crop')} />
              <PlateFacts plate={main} />
              <Timing>
                {t('app.vehicleDetection.timing', { cached: String(result.cached), ms: result.readMs })}
              </Timing>
              {others.length > 0 && (
                <section aria-labelledby="vehicle-detection-others">
                  <h3 id="vehicle-detection-others">{t('app.vehicleDetection.otherPlates')}</h3>
                  {others.map((plate) => (
                    <PlateFacts key={plate.text} plate={plate} />
                  ))}
                </section>
              )}
            </Read>
          )}
        </Result>
      )}
      {rollCall}
      {recent}
    </Page>
  );
}

/** The plate cut out of the photo: the web picture scaled so the box fills the frame. */
function PlateCrop({ plate, photoUrl, label }: { plate: PlateReading; photoUrl: string; label: string }) {
  const { x, y, width, height } = plate.box;
  const scaleX = 1 / Math.max(width, 0.01);
  const scaleY = 1 / Math.max(height, 0.01);
  return (
    <Crop
      role="img"
      aria-label={label}
      style={{
        aspectRatio: `${Math.max(width, 0.01) * 16} / ${Math.max(height, 0.01) * 9}`,
        backgroundImage: `url("${photoUrl}")`,
        backgroundSize: `${scaleX * 100}% ${scaleY * 100}%`,
        backgroundPosition: `${width < 1 ? (x / (1 - width)) * 100 : 0}% ${height < 1 ? (y / (1 - height)) * 100 : 0}%`,
      }}
    />
  );
}

/** One plate read: its number, its score, what the grammar corrected, and its match or candidates. */
function PlateFacts({ plate }: { plate: PlateReading }) {
  const t = useAppMessages();
  const low = plate.score < MIN_READ_SCORE;
  return (
    <Facts>
      <dl>
        <dt>{t('app.vehicleDetection.plate')}</dt>
        <dd>
          <PlateText>{formatPlate(plate.text)}</PlateText>
        </dd>
        <dt>{t('app.vehicleDetection.score')}</dt>
        <dd>
          {t('app.vehicleDetection.scoreValue', { score: plate.score })}
          {plate.fixes > 0 && <Note>{t('app.vehicleDetection.fixes', { count: plate.fixes })}</Note>}
        </dd>
        {plate.vehicle && (
          <>
            <dt>{t('app.vehicleDetection.vehicle')}</dt>
            <dd>
              <RouterLink href={`/manager/vehicles/${plate.vehicle.vehicleId}`}>
                {`${formatPlate(plate.vehicle.registration)}, ${plate.vehicle.make} ${plate.vehicle.model}`}
              </RouterLink>
            </dd>
          </>
        )}
      </dl>
      <p>
        <StatusPill
          tone={plate.status === 'exact' ? 'success' : plate.status === 'fuzzy' ? 'warning' : 'neutral'}
          label={t(`app.vehicleDetection.status.${plate.status}`)}
        />
      </p>
      {low && <Note>{t('app.vehicleDetection.lowScore')}</Note>}
      {plate.status !== 'exact' &&
        (plate.candidates.length > 0 ? (
          <table>
            <caption>{t('app.vehicleDetection.candidates')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('app.vehicleDetection.vehicle')}</th>
                <th scope="col">{t('app.vehicleDetection.similarity')}</th>
              </tr>
            </thead>
            <tbody>
              {plate.candidates.map((candidate) => (
                <tr key={candidate.vehicleId}>
                  <td>
                    <RouterLink href={`/manager/vehicles/${candidate.vehicleId}`}>
                      {`${formatPlate(candidate.registration)}, ${candidate.make} ${candidate.model}`}
                    </RouterLink>
                  </td>
                  <td>{t('app.vehicleDetection.scoreValue', { score: candidate.similarity })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Note>{t('app.vehicleDetection.noCandidates')}</Note>
        ))}
    </Facts>
  );
}

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Result = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;

  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.div`
  position: relative;
  margin: 0;
  line-height: 0;

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Mark = styled.span<{ $main: boolean }>`
  position: absolute;
  box-sizing: border-box;
  border: 3px solid ${({ theme, $main }) => ($main ? theme.colors.success : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Read = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Crop = styled.div`
  width: 100%;
  max-width: 24rem;
  background-repeat: no-repeat;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weights.medium};
    padding-bottom: ${({ theme }) => theme.space[1]}px;
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const PlateText = styled.strong`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  letter-spacing: 0.05em;
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Timing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
