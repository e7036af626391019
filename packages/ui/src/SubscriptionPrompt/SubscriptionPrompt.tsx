import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { useKitMessages } from '../i18n/useKitMessages';

export interface SubscriptionPromptProps {
  /** Whether the prompt is shown. */
  open: boolean;
  /** Called by "Get Subscription" (the app then goes to the manager account page). */
  onGetSubscription: () => void;
  /** Called by "Cancel" and by Escape. */
  onCancel: () => void;
}

/**
 * "Subscription is not completed": a ConfirmDialog with "Get Subscription" and "Cancel".
 * Focus starts on "Get Subscription"; Escape cancels; focus returns to where it was.
 */
export function SubscriptionPrompt({ open, onGetSubscription, onCancel }: SubscriptionPromptProps) {
  const t = useKitMessages();
  return (
    <ConfirmDialog
      open={open}
      header={t('ui.subscription.header')}
      message={t('ui.subscription.message')}
      acceptLabel={t('ui.subscription.get')}
      rejectLabel={t('ui.subscription.cancel')}
      onAccept={onGetSubscription}
      onReject={onCancel}
      initialFocus="accept"
    />
  );
}
