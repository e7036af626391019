import { Drawer, ErrorSummary } from '@vognpark/ui';
import type { ReactNode } from 'react';
import {
  DrawerCancelButton,
  DrawerConflict,
  DrawerFailure,
  DrawerFormLayout,
  DrawerSaveButton,
  type DrawerConflictState,
} from './DrawerParts';

/** What FormDrawer needs of `useDrawerForm`'s answer. */
export interface FormDrawerState extends DrawerConflictState {
  formId: string;
  dirty: boolean;
  pending: boolean;
  failure: boolean;
  summary: readonly { fieldId: string; message: string }[];
  submitCount: number;
  submit: (event?: React.FormEvent) => Promise<void>;
}

export interface FormDrawerProps {
  /** The form's state: `useDrawerForm`'s answer. */
  form: FormDrawerState;
  /** Whether the drawer is shown; shown when left out (a drawer its host mounts only while open). */
  open?: boolean;
  portalRoot?: HTMLElement | null;
  title: ReactNode;
  description?: ReactNode;
  onOpenChange: (open: boolean) => void;
  /** What a failed save that no field explains says (above the form). */
  failure: string;
  /** The heading of the list of the fields' errors; the kit's own when left out. */
  errorsTitle?: string;
  /** Whether closing asks first; the form's own `dirty` when left out (a form with more to lose). */
  dirty?: boolean;
  /** What stands above the form, under a failure (the record's current state, say). */
  intro?: ReactNode;
  /** What stands below the form (the record's history, say). */
  after?: ReactNode;
  /** The form's label of a field, for the list of what someone else changed (a versioned record). */
  fieldLabel?: (field: string) => string;
  /** The submit button's words; "Save" when left out. */
  saveLabel?: string;
  /** The submit button's words while it saves; "Saving…" when left out. */
  savePendingLabel?: string;
  size?: 'md' | 'lg';
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a drawer, the one shell every form drawer shares: Cancel (asking first when something
 * was typed) and Save in the footer, a failure no field explains above the form, the "changed by"
 * banner of a versioned record, and the error summary above the fields; Save submits the form.
 * The drawer's own state (the values, the errors, the save) is `useDrawerForm`'s.
 */
export function FormDrawer({
  form,
  open = true,
  portalRoot,
  title,
  description,
  onOpenChange,
  failure,
  errorsTitle,
  fieldLabel,
  dirty = form.dirty,
  intro,
  after,
  saveLabel,
  savePendingLabel,
  size,
  children,
}: FormDrawerProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      dirty={dirty && !form.pending}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <DrawerCancelButton />
          <DrawerSaveButton
            form={form.formId}
            pending={form.pending}
            label={saveLabel}
            pendingLabel={savePendingLabel}
          />
        </>
      }
    >
      {form.failure && <DrawerFailure role="alert">{failure}</DrawerFailure>}
      {fieldLabel && <DrawerConflict form={form} fieldLabel={fieldLabel} />}
      {intro}
      <DrawerFormLayout id={form.formId} onSubmit={(event) => void form.submit(event)} noValidate>
        <ErrorSummary
          errors={form.summary}
          title={errorsTitle}
          focusKey={form.submitCount}
          headingLevel={3}
        />
        {children}
      </DrawerFormLayout>
      {after}
    </Drawer>
  );
}
