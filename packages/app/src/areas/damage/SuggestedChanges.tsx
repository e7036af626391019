import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { fieldErrorsOf } from '../../data/errors';
import { useAppMessages } from '../../i18n/useAppMessages';
import { formatPlate } from '../vehicles/format';
import { useComparisons, useDecideChange } from './queries';
import { SuggestedChangesView } from './SuggestedChangesView';

/**
 * The suggested changes of a vehicle's newest check-ins with their data and decisions: a confirmed
 * change is a damage (said in a toast and opened with `onOpenDamage`, where its repair task is
 * made), a dismissed one records nothing.
 */
export function SuggestedChanges({
  vehicleId,
  onOpenDamage,
}: {
  vehicleId: string;
  onOpenDamage: (damageId: string) => void;
}) {
  const t = useAppMessages();
  const toast = useToast();
  const comparisons = useComparisons(vehicleId);
  const decide = useDecideChange();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ changeId: string; message: string } | undefined>();

  const run = async (changeId: string, work: () => Promise<unknown>) => {
    setPending(changeId);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure({
        changeId,
        message: fieldErrorsOf(error)?.decision
          ? t('app.damage.changes.decided')
          : t('app.damage.changes.failed'),
      });
      throw error;
    } finally {
      setPending(null);
    }
  };

  return (
    <SuggestedChangesView
      comparisons={comparisons.data}
      error={comparisons.isError ? t('app.damage.changes.loadError') : undefined}
      onRetry={() => void comparisons.refetch()}
      pending={pending}
      failure={failure}
      onOpenDamage={onOpenDamage}
      onConfirm={(change, decision) =>
        run(change.id, async () => {
          const { damage } = await decide.mutateAsync({
            id: change.id,
            decision: 'confirm',
            confirmed: true,
            damageClass: decision.damageClass,
            severity: decision.severity,
            ...(decision.description.trim() ? { description: decision.description.trim() } : {}),
          });
          if (!damage) return;
          toast.show({
            tone: 'success',
            title: t('app.damage.form.saved', { plate: formatPlate(damage.vehicle.registration) }),
          });
          onOpenDamage(damage.id);
        })
      }
      onDismiss={(change) =>
        run(change.id, async () => {
          await decide.mutateAsync({ id: change.id, decision: 'dismiss' });
          toast.show({ tone: 'success', title: t('app.damage.changes.dismissedToast') });
        })
      }
    />
  );
}
