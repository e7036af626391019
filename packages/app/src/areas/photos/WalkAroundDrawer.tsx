import type { WalkAroundItem } from '@vognpark/server/areas/photos';
import { RadioGroup, TextField } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import {
  emptyWalkAround,
  validateWalkAround,
  WALK_AROUND_ITEMS,
  type Answer,
  type WalkAroundDraft,
  type WalkAroundError,
} from './domain';
import { OdometerFromPhoto } from './OdometerFromPhoto';
import { PhotoPicker } from './PhotoPicker';
import { odometerPhotoText, useOdometerPhoto, type ReadOdometer } from './useOdometerPhoto';

export interface WalkAroundDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle's plate as shown. */
  plate: string;
  /**
   * Completes the check. Resolve on success (the drawer closes); reject with the server's error on
   * failure (the answers stay; a refused reading lands on the odometer).
   */
  onComplete: (draft: WalkAroundDraft) => Promise<unknown>;
  /**
   * Read from Photo beside the odometer: reads the vehicle's odometer from a dashboard photo (the
   * likeliest km first). Left out: no such button.
   */
  readOdometer?: ReadOdometer;
  portalRoot?: HTMLElement | null;
}

export const itemLabel = (item: WalkAroundItem) => `app.walkAround.item.${item}` as AppMessageId;
const errorMessage = (error: WalkAroundError) =>
  `app.${error.startsWith('odometer') ? 'photos' : 'walkAround'}.${error}` as AppMessageId;

/** The form's fields in its order, for the error summary. */
const walkAroundFields = [
  'odometer',
  ...WALK_AROUND_ITEMS.flatMap((item) => [`answer.${item}`, `defect.${item}`]),
];

/**
 * The driver's walk-around check on the phone: the odometer, then every item of the checklist
 * passed or failed; a failed item asks what is wrong and takes photos. Completing it completes
 * the inspection and makes each failed item a defect with its task. Give it `key={inspectionId}`
 * so that another inspection starts with an empty form.
 */
export function WalkAroundDrawer({
  open,
  onOpenChange,
  plate,
  onComplete,
  readOdometer,
  portalRoot,
}: WalkAroundDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [initial] = useState(emptyWalkAround);
  const form = useDrawerForm<WalkAroundDraft>({
    openedFor: open ? 'walkAround' : null,
    initial,
    validate: validateWalkAround,
    save: onComplete,
    onSaved: () => onOpenChange(false),
    fields: walkAroundFields,
    message: (_field, code) => t(errorMessage(code as WalkAroundError)),
    // The server refuses a reading below the vehicle's last one on its `odometerKm`.
    fromServer: (errors) => (errors.odometerKm ? { odometer: 'odometerDecreased' } : errors),
  });
  const { values: draft, setValues: setDraft, errorOf, fieldId, pending } = form;
  const photo = useOdometerPhoto(readOdometer, (odometer) =>
    setDraft((current) => ({ ...current, odometer })),
  );
  const photoText = odometerPhotoText(photo.state, t, locale);

  const setItem = <K extends 'answers' | 'defects' | 'photos'>(
    key: K,
    item: WalkAroundItem,
    value: WalkAroundDraft[K][WalkAroundItem],
  ) => setDraft((current) => ({ ...current, [key]: { ...current[key], [item]: value } }));

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={t('app.walkAround.title')}
      description={t('app.walkAround.description', { plate })}
      failure={t('app.walkAround.failed')}
      saveLabel={t('app.walkAround.complete')}
      savePendingLabel={t('app.walkAround.completing')}
    >
      <TextField
        id={fieldId('odometer')}
        label={t('app.photos.odometer')}
        description={photoText.description ?? t('app.photos.odometerHint')}
        inputMode="numeric"
        autoComplete="off"
        value={draft.odometer}
        onValueChange={(odometer) => {
          setDraft((current) => ({ ...current, odometer }));
          photo.onTyped();
        }}
        error={errorOf('odometer') ?? photoText.error}
      />
      {photo.onFile && <OdometerFromPhoto state={photo.state} onFile={photo.onFile} disabled={pending} />}
      <Checklist aria-label={t('app.walkAround.checklist')}>
        {WALK_AROUND_ITEMS.map((item) => (
          <li key={item}>
            <RadioGroup
              id={fieldId(`answer.${item}`)}
              label={t(itemLabel(item))}
              orientation="horizontal"
              required
              options={[
                { value: 'pass', label: t('app.walkAround.pass') },
                { value: 'fail', label: t('app.walkAround.fail') },
              ]}
              value={draft.answers[item]}
              onValueChange={(value) => setItem('answers', item, value as Answer)}
              error={errorOf(`answer.${item}`)}
            />
            {draft.answers[item] === 'fail' && (
              <Failed>
                <TextField
                  id={fieldId(`defect.${item}`)}
                  label={`${t(itemLabel(item))}: ${t('app.walkAround.defect')}`}
                  required
                  maxLength={160}
                  value={draft.defects[item]}
                  onValueChange={(value) => setItem('defects', item, value)}
                  error={errorOf(`defect.${item}`)}
                />
                <PhotoPicker
                  label={`${t(itemLabel(item))}: ${t('app.photos.input')}`}
                  files={draft.photos[item]}
                  onChange={(files) => setItem('photos', item, files)}
                  disabled={pending}
                />
              </Failed>
            )}
          </li>
        ))}
      </Checklist>
    </FormDrawer>
  );
}

const Checklist = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    padding-block-end: ${({ theme }) => theme.space[3]}px;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Failed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-inline-start: ${({ theme }) => theme.space[3]}px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.danger};
`;
