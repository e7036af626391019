import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DriverHomePartProps } from '../area';
import { copenhagenToday } from '../compliance/dates';
import { formatDate } from '../vehicles/format';
import { uploadDocument, UploadFailed } from '../documents/upload';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { formatMoney } from './domain';
import { DriverOutlaysView } from './DriverOutlaysView';
import { OutlayDrawer } from './OutlayDrawer';
import { toOutlayInput } from './outlayForm';
import { useMyOutlays, useRegisterOutlay } from './queries';

/** What the photos area calls each reason an upload of a picture fails. */
const photoReason = (error: unknown): string => {
  const reason = error instanceof UploadFailed ? error.reason : 'other';
  if (reason === 'EMPTY') return 'INVALID_FILE';
  return ['UNSUPPORTED_TYPE', 'IMAGE_TOO_LARGE', 'INVALID_FILE', 'TOO_LARGE', 'QUOTA_EXCEEDED'].includes(
    reason,
  )
    ? reason
    : 'other';
};

/**
 * The partners area's part of the driver's home: their outlays and Register Outlay. The outlay is
 * registered first (its errors stay in the drawer); its receipt photo follows as a document of the
 * expense (docs/partners.md, "Driver's outlays").
 */
export function DriverOutlays({ vehicles }: DriverHomePartProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const outlays = useMyOutlays();
  const { register, refresh } = useRegisterOutlay();
  const [open, setOpen] = useState(false);
  if (vehicles.length === 0) return null;
  return (
    <>
      <DriverOutlaysView
        status={outlays.data ? 'ready' : outlays.isPending ? 'loading' : 'error'}
        outlays={outlays.data ?? []}
        onRetry={() => void outlays.refetch()}
        onRegister={() => setOpen(true)}
      />
      <OutlayDrawer
        open={open}
        onOpenChange={setOpen}
        vehicles={vehicles.map((entry) => entry.vehicle)}
        today={copenhagenToday()}
        onSave={async (values) => {
          const outlay = await register.mutateAsync(toOutlayInput(values));
          const photo = values.photos[0];
          let failed: string | null = null;
          if (photo)
            try {
              await uploadDocument(photo, {
                ownerKind: 'expense',
                ownerId: outlay.id,
                type: 'other',
                title: t('app.outlays.receiptTitle', { date: formatDate(outlay.spentOn, locale) }),
                issuedOn: outlay.spentOn,
              });
            } catch (error) {
              failed = photoReason(error);
            }
          await refresh();
          toast.show({
            tone: 'success',
            title: t('app.outlays.saved', { amount: formatMoney(outlay.gross, locale) }),
          });
          if (failed)
            toast.show({
              tone: 'error',
              title: t('app.outlays.receiptFailed', {
                reason: t(`app.photos.reason.${failed}` as AppMessageId),
              }),
            });
        }}
      />
    </>
  );
}

export default DriverOutlays;
