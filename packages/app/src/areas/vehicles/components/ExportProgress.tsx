import { Button } from '@vognpark/ui';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';

export interface ExportProgressProps {
  sent: number;
  total: number;
  onCancel: () => void;
}

/** "Exporting… 1,200 of 2,000" with a progress bar and Cancel, while the export streams in. */
export function ExportProgress({ sent, total, onCancel }: ExportProgressProps) {
  const t = useAppMessages();
  return (
    <Root>
      <progress
        aria-label={t('app.vehicles.export.progressLabel')}
        max={Math.max(total, 1)}
        value={Math.min(sent, Math.max(total, 1))}
      />
      <span role="status">{t('app.vehicles.export.running', { sent, total })}</span>
      <Button variant="secondary" onClick={onCancel}>
        {t('app.vehicles.export.cancel')}
      </Button>
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.sizes.sm};

  & > progress {
    width: 120px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
