import type { DriverOption } from '@vognpark/server';
import { DateField, Drawer, ErrorSummary, Select, TextArea, TextField } from '@vognpark/ui';
import {
  DrawerCancelButton,
  DrawerFailure,
  DrawerFormLayout,
  DrawerSaveButton,
  FieldRow,
} from '../../../forms/DrawerParts';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { dateToIso, isoToDate } from '../../compliance/dates';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import { PersonPicker } from '../../vehicles/components/PersonPicker';
import { taskPriorities } from '../domain';
import {
  emptyTaskForm,
  maxDescriptionLength,
  maxTitleLength,
  taskFieldErrorMessage,
  taskFormFields,
  validateTaskForm,
  type TaskFormValues,
} from '../form';
import { taskPriorityLabel } from '../labels';

export interface TaskFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The people a task can be given to. */
  people: readonly DriverOption[];
  /** The vehicle's plate when adding from a vehicle's page. */
  vehiclePlate?: string;
  /** Edits this task (its values as the form has them) instead of adding one. */
  editing?: { id: string; values: TaskFormValues } | null;
  /**
   * Saves the values. Resolve on success (the drawer closes); reject with an error whose
   * `data.fieldErrors` name the fields on failure (the drawer stays open with what was typed).
   */
  onSave: (values: TaskFormValues) => Promise<unknown>;
  /** Where the drawer is portalled (stories); document.body when left out. */
  portalRoot?: HTMLElement | null;
}

/** Add (or edit) a task in a drawer: title, vehicle (by plate), description, priority, assignee, due date. */
export function TaskFormDrawer({
  open,
  onOpenChange,
  people,
  vehiclePlate = '',
  editing = null,
  onSave,
  portalRoot,
}: TaskFormDrawerProps) {
  const t = useAppMessages();
  const { formId, values, set, errorOf, fieldId, summary, submitCount, pending, failure, dirty, submit } =
    useDrawerForm<TaskFormValues>({
      openedFor: open ? (editing?.id ?? 'new') : null,
      initial: editing?.values ?? { ...emptyTaskForm, vehicle: vehiclePlate },
      validate: validateTaskForm,
      save: onSave,
      onSaved: () => onOpenChange(false),
      fields: taskFormFields,
      message: (field, code) => t(taskFieldErrorMessage(field, code)),
      // The server names the vehicle by its id; the form has it as the plate.
      fromServer: (errors) => (errors.vehicleId ? { ...errors, vehicle: errors.vehicleId } : errors),
    });

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      dirty={dirty && !pending}
      portalRoot={portalRoot}
      title={t(editing ? 'app.tasks.form.editTitle' : 'app.tasks.form.addTitle')}
      footer={
        <>
          <DrawerCancelButton />
          <DrawerSaveButton form={formId} pending={pending} />
        </>
      }
    >
      {failure && <DrawerFailure role="alert">{t('app.tasks.saved.error')}</DrawerFailure>}
      <DrawerFormLayout id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary
          errors={summary}
          title={t('app.tasks.form.errorsTitle')}
          focusKey={submitCount}
          headingLevel={3}
        />
        <TextField
          id={fieldId('title')}
          label={t('app.tasks.form.title')}
          value={values.title}
          onValueChange={set('title')}
          error={errorOf('title')}
          required
          maxLength={maxTitleLength}
        />
        <FilteredTextField
          id={fieldId('vehicle')}
          kind="alphanum"
          label={t('app.tasks.form.vehicle')}
          description={t('app.tasks.form.vehicleHint')}
          value={values.vehicle}
          onValueChange={(value) => set('vehicle')(value.toLocaleUpperCase('da'))}
          error={errorOf('vehicle')}
          autoComplete="off"
          maxLength={8}
        />
        <TextArea
          id={fieldId('description')}
          label={t('app.tasks.form.description')}
          value={values.description}
          onValueChange={set('description')}
          error={errorOf('description')}
          maxLength={maxDescriptionLength}
        />
        <FieldRow>
          <Select
            id={fieldId('priority')}
            label={t('app.tasks.form.priority')}
            options={taskPriorities.map((value) => ({ value, label: t(taskPriorityLabel(value)) }))}
            value={values.priority}
            onValueChange={(value) => set('priority')(value as TaskFormValues['priority'])}
          />
          <PersonPicker
            id={fieldId('assigneeUserId')}
            label={t('app.tasks.form.assignee')}
            placeholder={t('app.tasks.nobody')}
            people={people}
            value={values.assigneeUserId || null}
            onValueChange={(id) => set('assigneeUserId')(id ?? '')}
            error={errorOf('assigneeUserId')}
          />
        </FieldRow>
        <DateField
          id={fieldId('dueDate')}
          label={t('app.tasks.form.dueDate')}
          value={isoToDate(values.dueDate)}
          onValueChange={(date) => set('dueDate')(dateToIso(date))}
          error={errorOf('dueDate')}
        />
      </DrawerFormLayout>
    </Drawer>
  );
}
