import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import type { DriverHomePartProps } from '../area';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { toWalkAroundInput, WALK_AROUND_ITEMS, type WalkAroundDraft } from './domain';
import { useCompleteWalkAround } from './queries';
import { readOdometerFromPhoto } from './readOdometer';
import { uploadPhotos } from './upload';
import { itemLabel, WalkAroundDrawer } from './WalkAroundDrawer';
import { dueWalkArounds, WalkAroundPartView } from './WalkAroundPartView';

/** The driver's home part: the walk-around checks due, done on the phone (issue 27 item 10). */
export function WalkAroundPart({ vehicles }: DriverHomePartProps) {
  const t = useAppMessages();
  const toast = useToast();
  const due = dueWalkArounds(vehicles);
  const [open, setOpen] = useState<string | null>(null);
  const current = due.find((check) => check.inspectionId === open) ?? null;
  const { mutateAsync: complete } = useCompleteWalkAround();

  const onComplete = async (draft: WalkAroundDraft) => {
    if (!current) return;
    const detail = await complete(
      toWalkAroundInput(current.inspectionId, draft, (item) => t(itemLabel(item))),
    );
    // The photos follow the completed check, each linked to its item's defect by the server.
    const failures = await uploadPhotos(
      WALK_AROUND_ITEMS.flatMap((item) =>
        draft.answers[item] === 'fail'
          ? draft.photos[item].map((file) => ({
              file,
              target: { ownerKind: 'inspection' as const, ownerId: current.inspectionId, checkItem: item },
            }))
          : [],
      ),
    );
    toast.show({ tone: 'success', title: t('app.walkAround.done', { defects: detail.defects.length }) });
    for (const reason of new Set(failures))
      toast.show({
        tone: 'error',
        title: t('app.photos.failed', { reason: t(`app.photos.reason.${reason}` as AppMessageId) }),
      });
  };

  return (
    <>
      <WalkAroundPartView due={due} onStart={setOpen} />
      <WalkAroundDrawer
        key={current?.inspectionId ?? 'none'}
        open={current !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        plate={current?.plate ?? ''}
        onComplete={onComplete}
        readOdometer={
          current?.vehicleId ? (file) => readOdometerFromPhoto(current.vehicleId!, file) : undefined
        }
      />
    </>
  );
}
