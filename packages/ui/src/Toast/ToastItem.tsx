import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { useKitMessages } from '../i18n/useKitMessages';
import { IconFrame, type IconProps } from '../icons/Icon';
import { startDismissTimer } from './dismissTimer';
import type { ToastEntry } from './Toast';
import { Description, HiddenText, Icon, Item, Text, Title } from './ToastItem.styles';

function SuccessIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </IconFrame>
  );
}
function ErrorIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.3v.2" />
    </IconFrame>
  );
}
function InfoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.7v.2" />
    </IconFrame>
  );
}
function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M7 7l10 10M17 7L7 17" />
    </IconFrame>
  );
}
const toneIcons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

/** One shown toast: its icon, text and close button, and the timer that dismisses it. */
export function ToastItem({
  toast,
  paused,
  onDismiss,
}: {
  toast: ToastEntry;
  paused: boolean;
  onDismiss: (id: string) => void;
}) {
  const t = useKitMessages();
  const titleId = useId();
  const dismissId = useId();
  const timer = useRef<ReturnType<typeof startDismissTimer> | null>(null);
  const { id, duration } = toast;

  useEffect(() => {
    if (duration === null) return undefined;
    const started = startDismissTimer(duration, () => onDismiss(id));
    timer.current = started;
    return () => started.clear();
  }, [id, duration, onDismiss]);

  useEffect(() => {
    if (paused) timer.current?.pause();
    else timer.current?.resume();
  }, [paused]);

  const ToneIcon = toneIcons[toast.tone];
  return (
    <Item data-tone={toast.tone} data-toast-id={toast.id} $tone={toast.tone}>
      <Icon $tone={toast.tone}>
        <ToneIcon />
      </Icon>
      <Text>
        <HiddenText>{t(`ui.toast.${toast.tone}`)} </HiddenText>
        <Title id={titleId}>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <Button
        variant="ghost"
        size="sm"
        icon={CloseIcon}
        label={<span id={dismissId}>{t('ui.toast.dismiss')}</span>}
        aria-labelledby={`${dismissId} ${titleId}`}
        onClick={() => onDismiss(id)}
      />
    </Item>
  );
}
