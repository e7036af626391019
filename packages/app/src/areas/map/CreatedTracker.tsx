import type { CreatedTrackerDevice } from '@vognpark/server/areas/map';
import { Button } from '@vognpark/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';

/**
 * A tracker just made: the server address with its secret and the device identifier to set up the
 * phone with, shown this once (the server keeps only the secret's hash), and Copy Address.
 */
export function CreatedTracker({
  tracker,
  url,
  copy,
}: {
  tracker: CreatedTrackerDevice;
  /** The address the phone sends its positions to (with the secret). */
  url: string;
  copy: (text: string) => Promise<void>;
}) {
  const t = useAppMessages();
  const [copied, setCopied] = useState(false);
  return (
    <Created role="status" aria-labelledby="tracker-created-title">
      <h3 id="tracker-created-title">{t('app.map.trackers.created.title', { name: tracker.name })}</h3>
      <p>{t('app.map.trackers.created.body')}</p>
      <Facts>
        <dt>{t('app.map.trackers.created.url')}</dt>
        <dd>
          <Secret data-testid="tracker-url">{url}</Secret>
        </dd>
        <dt>{t('app.map.trackers.identifier')}</dt>
        <dd>
          <Secret data-testid="tracker-identifier">{tracker.identifier}</Secret>
        </dd>
      </Facts>
      <CopyRow>
        <Button
          variant="secondary"
          onClick={() =>
            void copy(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('app.map.trackers.created.copy')}
        </Button>
        <span aria-live="polite">{copied ? t('app.map.trackers.created.copied') : ''}</span>
      </CopyRow>
    </Created>
  );
}

const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Created = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: ${({ theme }) => theme.space[3]}px 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
  user-select: all;
`;
