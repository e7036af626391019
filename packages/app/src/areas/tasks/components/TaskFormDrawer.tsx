import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { DateField, Select, TextArea, TextField } from '@vognpark/ui';
import { FieldRow } from '../../../forms/DrawerParts';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../messages/en';
import { dateToIso, isoToDate } from '../../compliance/dates';
import { PersonPicker } from '../../vehicles/components/PersonPicker';
import {
  VehiclePicker,
  type VehicleChoices,
  type VehiclePickerVehicle,
} from '../../vehicles/components/VehiclePicker';
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
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles: VehicleChoices;
  /** The vehicle a new task is for (a vehicle's page): chosen at first, and can be changed. */
  vehicle?: VehiclePickerVehicle | null;
  /**
   * Edits this task (its values as the form has them, its vehicle and its version) instead of
   * adding one.
   */
  editing?: {
    id: string;
    values: TaskFormValues;
    vehicle?: VehiclePickerVehicle | null;
    version?: number;
  } | null;
  /**
   * Saves the values, as an edit made from `version` (the task's version the person last saw).
   * Resolve on success (the drawer closes); reject with an error whose `data.fieldErrors` name the
   * fields on failure (the drawer stays open with what was typed), or with a conflict (someone
   * changed the task meanwhile: shown above the form, with their name and time).
   */
  onSave: (values: TaskFormValues, version?: number) => Promise<unknown>;
  /** Where the drawer is portalled (stories); document.body when left out. */
  portalRoot?: HTMLElement | null;
}

/** Each field's label, for the list of what someone else changed. */
const fieldLabels: Record<keyof TaskFormValues, AppMessageId> = {
  title: 'app.tasks.form.title',
  vehicleId: 'app.tasks.form.vehicle',
  description: 'app.tasks.form.description',
  priority: 'app.tasks.form.priority',
  assigneeUserId: 'app.tasks.form.assignee',
  dueDate: 'app.tasks.form.dueDate',
};

/**
 * Add (or edit) a task in a drawer: title, vehicle (searched in the register by plate, make,
 * model or driver), description, priority, assignee, due date.
 */
export function TaskFormDrawer({
  open,
  onOpenChange,
  people,
  vehicles,
  vehicle = null,
  editing = null,
  onSave,
  portalRoot,
}: TaskFormDrawerProps) {
  const t = useAppMessages();
  const form = useDrawerForm<TaskFormValues>({
    openedFor: open ? (editing?.id ?? 'new') : null,
    initial: editing?.values ?? { ...emptyTaskForm, vehicleId: vehicle?.id ?? '' },
    version: editing?.version,
    validate: validateTaskForm,
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields: taskFormFields,
    message: (field, code) => t(taskFieldErrorMessage(field, code)),
  });
  const { values, set, errorOf, fieldId } = form;

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={t(editing ? 'app.tasks.form.editTitle' : 'app.tasks.form.addTitle')}
      failure={t('app.tasks.saved.error')}
      errorsTitle={t('app.tasks.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof TaskFormValues])}
    >
      <TextField
        id={fieldId('title')}
        label={t('app.tasks.form.title')}
        value={values.title}
        onValueChange={set('title')}
        error={errorOf('title')}
        required
        maxLength={maxTitleLength}
      />
      <VehiclePicker
        {...vehicles}
        id={fieldId('vehicleId')}
        label={t('app.tasks.form.vehicle')}
        description={t('app.tasks.form.vehicleHint')}
        value={values.vehicleId || null}
        chosen={editing ? editing.vehicle : vehicle}
        onValueChange={(id) => set('vehicleId')(id ?? '')}
        error={errorOf('vehicleId')}
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
    </FormDrawer>
  );
}
