import styled from 'styled-components';
import { useConnectionState } from '../data/queries';
import { useAppMessages } from '../i18n/useAppMessages';

const Region = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.space[2]}px auto auto 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.popover};
  pointer-events: none;
`;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.onWarning};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

/**
 * A polite status line while the WebSocket is down (it reconnects by itself with backoff and
 * jitter). The live region is always present so that screen readers announce the change.
 */
export function ConnectionBanner() {
  const t = useAppMessages();
  const state = useConnectionState();
  return (
    <Region role="status" aria-live="polite" data-connection={state}>
      {state === 'down' && <Banner>{t('app.connection.down')}</Banner>}
    </Region>
  );
}
