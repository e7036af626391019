import { Button, Drawer } from '@vognpark/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';

export interface OneTimePasswordDrawerProps {
  /** The person's name and their one-time password; null when closed. */
  shown: { name: string; password: string } | null;
  onClose: () => void;
  /** Writes to the clipboard (navigator.clipboard by default). */
  copy?: (text: string) => Promise<void>;
  portalRoot?: HTMLElement | null;
}

/**
 * The one-time password, shown once: in large type with a Copy button; after Done it is gone
 * (the server never shows it again).
 */
export function OneTimePasswordDrawer({ shown, onClose, copy, portalRoot }: OneTimePasswordDrawerProps) {
  const t = useAppMessages();
  const [copied, setCopied] = useState(false);
  const name = shown?.name ?? '';
  return (
    <Drawer
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      dismissOnOutsidePress={false}
      portalRoot={portalRoot}
      title={t('app.users.oneTime.title', { name })}
      description={t('app.users.oneTime.description', { name })}
      footer={
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {t('app.users.oneTime.done')}
        </Button>
      }
    >
      <Box>
        <Label id="one-time-password-label">{t('app.users.oneTime.label')}</Label>
        <Password aria-labelledby="one-time-password-label" data-testid="one-time-password">
          {shown?.password}
        </Password>
        <Button
          variant="secondary"
          onClick={() => {
            const write = copy ?? ((text: string) => navigator.clipboard.writeText(text));
            void write(shown?.password ?? '').then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t('app.users.oneTime.copy')}
        </Button>
        <Status role="status">{copied ? t('app.users.oneTime.copied') : ''}</Status>
      </Box>
    </Drawer>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-items: start;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Password = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 22px;
  letter-spacing: 0.05em;
  user-select: all;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;
