import type { DamageZone } from '@vognpark/server/areas/damage';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { zoneLabel } from './domain';

/** Each zone's shape on the drawing (a car seen from above, the interior beside it) and its label's place. */
const shapes: Record<DamageZone, { d: string; x: number; y: number; rotate?: number }> = {
  front: { d: 'M70 62 Q70 14 140 12 Q210 14 210 62 Z', x: 140, y: 46 },
  left: { d: 'M42 70 H86 V250 H42 Q34 160 42 70 Z', x: 64, y: 160, rotate: -90 },
  roof: { d: 'M94 92 H186 V228 H94 Z', x: 140, y: 164 },
  right: { d: 'M194 70 H238 Q246 160 238 250 H194 Z', x: 216, y: 160, rotate: 90 },
  rear: { d: 'M70 258 H210 Q210 300 140 306 Q70 300 70 258 Z', x: 140, y: 286 },
  interior: {
    d: 'M276 110 H384 Q392 110 392 118 V202 Q392 210 384 210 H276 Q268 210 268 202 V118 Q268 110 276 110 Z',
    x: 330,
    y: 164,
  },
};

/** The zones in reading and tab order: front to back, then the interior. */
const order: DamageZone[] = ['front', 'left', 'roof', 'right', 'rear', 'interior'];

export interface VehicleDiagramProps {
  /** The chosen zone; '' for none. */
  value: DamageZone | '';
  onValueChange: (zone: DamageZone) => void;
  /** The group's name (the field's label, visible above it). */
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The first zone's id (where an error summary's link lands). */
  id?: string;
}

/**
 * The place of a damage, chosen on a drawing of the vehicle: one labelled button per zone (front,
 * the sides, the roof, the rear, the interior), pressed when chosen, in the tab order and
 * activated with Enter or Space as well as by a click or a tap. What is chosen is also said in
 * words below the drawing.
 */
export function VehicleDiagram({ value, onValueChange, label, description, error, id }: VehicleDiagramProps) {
  const t = useAppMessages();
  const base = id ?? 'vehicle-diagram';
  const describedBy = [description && `${base}-description`, error && `${base}-error`]
    .filter(Boolean)
    .join(' ');
  const press = (zone: DamageZone) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onValueChange(zone);
  };
  return (
    <Root role="group" aria-labelledby={`${base}-label`} aria-describedby={describedBy || undefined}>
      <Label id={`${base}-label`}>{label}</Label>
      {description && <Hint id={`${base}-description`}>{description}</Hint>}
      <Drawing viewBox="0 0 400 320" $invalid={!!error}>
        <rect className="body" x="60" y="50" width="160" height="220" rx="40" aria-hidden="true" />
        {order.map((zone, index) => {
          const shape = shapes[zone];
          const chosen = value === zone;
          return (
            <g
              key={zone}
              id={index === 0 ? id : undefined}
              role="button"
              tabIndex={0}
              aria-label={t(zoneLabel(zone))}
              aria-pressed={chosen}
              data-zone={zone}
              className={chosen ? 'zone chosen' : 'zone'}
              onClick={() => onValueChange(zone)}
              onKeyDown={press(zone)}
            >
              <path d={shape.d} />
              <text
                x={shape.x}
                y={shape.y}
                transform={shape.rotate ? `rotate(${shape.rotate} ${shape.x} ${shape.y})` : undefined}
                aria-hidden="true"
              >
                {t(zoneLabel(zone))}
              </text>
            </g>
          );
        })}
      </Drawing>
      <Chosen aria-live="polite">
        {value ? t('app.damage.form.chosen', { place: t(zoneLabel(value)) }) : null}
      </Chosen>
      {error && <ErrorText id={`${base}-error`}>{error}</ErrorText>}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Chosen = styled.span`
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Drawing = styled.svg<{ $invalid: boolean }>`
  width: 100%;
  max-width: 400px;
  height: auto;
  & .body {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
    stroke-width: 2;
  }
  & .zone {
    cursor: pointer;
    outline: none;
  }
  & .zone path {
    fill: ${({ theme }) => theme.colors.background};
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 2;
  }
  & .zone:hover path {
    fill: ${({ theme }) => theme.colors.surfaceHover};
  }
  & .zone.chosen path {
    fill: ${({ theme }) => theme.colors.primary};
    stroke: ${({ theme }) => theme.colors.primary};
  }
  & .zone:focus-visible path {
    stroke: ${({ theme }) => theme.colors.focusRing};
    stroke-width: 4;
  }
  & text {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 14px;
    text-anchor: middle;
    dominant-baseline: middle;
    pointer-events: none;
  }
  & .zone.chosen text {
    fill: ${({ theme }) => theme.colors.onPrimary};
  }
`;
