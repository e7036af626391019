import type { WalkAroundItem } from '@vognpark/server';
import { Drawer, ErrorSummary, RadioGroup, TextField } from '@vognpark/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DrawerCancelButton,
  DrawerFailure,
  DrawerFormLayout,
  DrawerSaveButton,
} from '../../forms/DrawerParts';
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
import { PhotoPicker } from './PhotoPicker';

export interface WalkAroundDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle's plate as shown. */
  plate: string;
  /**
   * Completes the check. Resolve on success (the drawer closes); reject on failure (the answers
   * stay), with `{ odometer: 'odometerDecreased' }` when the server refused the reading.
   */
  onComplete: (draft: WalkAroundDraft) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

export const itemLabel = (item: WalkAroundItem) => `app.walkAround.item.${item}` as AppMessageId;
const errorMessage = (error: WalkAroundError) =>
  `app.${error.startsWith('odometer') ? 'photos' : 'walkAround'}.${error}` as AppMessageId;

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
  portalRoot,
}: WalkAroundDrawerProps) {
  const t = useAppMessages();
  const formId = useId();
  const [draft, setDraft] = useState<WalkAroundDraft>(emptyWalkAround);
  const [errors, setErrors] = useState<Record<string, WalkAroundError>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState(false);

  const fieldId = (field: string) => `${formId}-${field.replace('.', '-')}`;
  const errorOf = (field: string) => (errors[field] ? t(errorMessage(errors[field])) : undefined);
  const dirty = draft.odometer !== '' || WALK_AROUND_ITEMS.some((item) => draft.answers[item] !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateWalkAround(draft);
    setErrors(found);
    setSubmitCount((count) => count + 1);
    if (Object.keys(found).length) return;
    setPending(true);
    setFailure(false);
    try {
      await onComplete(draft);
      onOpenChange(false);
    } catch (error) {
      const fields = (error as { fields?: Record<string, WalkAroundError> })?.fields;
      if (fields) setErrors(fields);
      else setFailure(true);
    } finally {
      setPending(false);
    }
  };

  const setItem = <K extends 'answers' | 'defects' | 'photos'>(
    key: K,
    item: WalkAroundItem,
    value: WalkAroundDraft[K][WalkAroundItem],
  ) => setDraft((current) => ({ ...current, [key]: { ...current[key], [item]: value } }));

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      dirty={dirty && !pending}
      portalRoot={portalRoot}
      title={t('app.walkAround.title')}
      description={t('app.walkAround.description', { plate })}
      footer={
        <>
          <DrawerCancelButton />
          <DrawerSaveButton
            form={formId}
            pending={pending}
            label={t('app.walkAround.complete')}
            pendingLabel={t('app.walkAround.completing')}
          />
        </>
      }
    >
      {failure && <DrawerFailure role="alert">{t('app.walkAround.failed')}</DrawerFailure>}
      <DrawerFormLayout id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary
          errors={Object.entries(errors).map(([field, error]) => ({
            fieldId: fieldId(field),
            message: t(errorMessage(error)),
          }))}
          focusKey={submitCount}
          headingLevel={3}
        />
        <TextField
          id={fieldId('odometer')}
          label={t('app.photos.odometer')}
          description={t('app.photos.odometerHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.odometer}
          onValueChange={(odometer) => setDraft((current) => ({ ...current, odometer }))}
          error={errorOf('odometer')}
        />
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
      </DrawerFormLayout>
    </Drawer>
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
