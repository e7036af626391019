import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useKitMessages } from '../i18n/useKitMessages';
import { visuallyHidden } from '../theme/visuallyHidden';
import { SpinnerFrame, SpinnerRing } from './Spinner.styles';

const StatusText = styled.span`
  ${visuallyHidden}
`;

export interface SpinnerProps {
  /** What is loading, read by screen readers; "Loading…" in the active language when left out. */
  label?: ReactNode;
}

/** A centred, full-height loading spinner that announces itself as a status. */
export function Spinner({ label }: SpinnerProps) {
  const t = useKitMessages();
  return (
    <SpinnerFrame role="status" aria-live="polite" data-testid="spinner">
      <SpinnerRing aria-hidden="true" />
      <StatusText>{label ?? t('ui.spinner.loading')}</StatusText>
    </SpinnerFrame>
  );
}
