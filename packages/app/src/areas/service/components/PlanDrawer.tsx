import type { ServicePlan, ServiceTask } from '@vognpark/server/areas/service';
import { Checkbox, Select, TextField } from '@vognpark/ui';
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import { FormDrawer } from '../../../forms/FormDrawer';
import { FormSection, RowList } from '../../../forms/RowList';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { serviceTaskName } from '../domain';
import {
  addPlanItem,
  maxPlanItems,
  planFormValuesOf,
  removePlanItem,
  serviceFieldErrorMessage,
  validatePlanForm,
  type PlanFormValues,
  type PlanItemRow,
} from '../form';

export interface PlanDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan edited; null for a new one. */
  plan: ServicePlan | null;
  tasks: readonly ServiceTask[];
  /**
   * Saves, as an edit made from `version` (the plan's version the person last saw; left out for a
   * new one); resolve on success (the drawer closes), reject with the server's error (a conflict is
   * shown above the form with who changed the plan and when).
   */
  onSave: (values: PlanFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

/**
 * A new plan or an edited one: its name and service tasks with their intervals in km and months;
 * editing one that schedules follow offers to update them at once (ticked from the start).
 */
export function PlanDrawer({ open, onOpenChange, plan, tasks, onSave, portalRoot }: PlanDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  // A newer version of the same plan (read again after a conflict) is a new `initial` too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => planFormValuesOf(plan), [plan?.id, plan?.version, open]);
  const form = useDrawerForm<PlanFormValues>({
    openedFor: open ? (plan?.id ?? 'new') : null,
    initial,
    version: plan?.version,
    validate: (form) => validatePlanForm(form, tasks),
    save: onSave,
    onSaved: () => onOpenChange(false),
    message: (field, code) => t(serviceFieldErrorMessage(field, code)),
  });
  const { formId, values, setValues, set, errors, errorOf, fieldId } = form;
  /** Each field's label, for the list of what someone else changed. */
  const fieldLabel = (field: string) =>
    field === 'push'
      ? t('app.service.planForm.push', { count: plan?.scheduleCount ?? 0 })
      : t(field === 'items' ? 'app.service.planForm.items' : 'app.service.planForm.name');
  const order = [
    'name',
    ...values.items.flatMap((_, i) => [
      `items.${i}.serviceTaskId`,
      `items.${i}.intervalKm`,
      `items.${i}.intervalMonths`,
    ]),
  ];
  const summary = order
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: fieldId(field), message: errorOf(field)! }));
  const itemsId = `${formId}-items`;

  function add() {
    const next = addPlanItem(values);
    flushSync(() => setValues(next));
    document.getElementById(fieldId(`items.${next.items.length - 1}.serviceTaskId`))?.focus();
  }
  function setItem(key: number, change: Partial<PlanItemRow>) {
    setValues((current) => ({
      ...current,
      items: current.items.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  }

  return (
    <FormDrawer
      form={{ ...form, summary }}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      portalRoot={portalRoot}
      title={plan ? t('app.service.planForm.editTitle') : t('app.service.planForm.newTitle')}
      failure={t('app.service.planForm.error')}
      fieldLabel={fieldLabel}
      errorsTitle={t('app.service.form.errorsTitle')}
      saveLabel={t('app.service.planForm.save')}
    >
      <TextField
        id={fieldId('name')}
        label={t('app.service.planForm.name')}
        value={values.name}
        onValueChange={set('name')}
        error={errorOf('name')}
        required
        maxLength={120}
      />
      <FormSection aria-labelledby={itemsId}>
        <h3 id={itemsId}>{t('app.service.planForm.items')}</h3>
        <RowList
          rows={values.items}
          max={maxPlanItems}
          addLabel={t('app.service.planForm.addItem')}
          onAdd={add}
          removeLabel={(number) => t('app.service.planForm.removeItem', { number })}
          onRemove={(key) => setValues((current) => removePlanItem(current, key))}
          canRemove={values.items.length > 1}
          renderRow={(row, index, number) => (
            <>
              <Select
                id={fieldId(`items.${index}.serviceTaskId`)}
                label={t('app.service.planForm.task', { number })}
                placeholder={t('app.service.none')}
                options={tasks.map((task) => ({ value: task.id, label: serviceTaskName(task, locale) }))}
                value={row.serviceTaskId}
                onValueChange={(serviceTaskId) => setItem(row.key, { serviceTaskId })}
                error={errorOf(`items.${index}.serviceTaskId`)}
                required
              />
              <FilteredTextField
                kind="pint"
                id={fieldId(`items.${index}.intervalKm`)}
                label={t('app.service.planForm.intervalKm', { number })}
                inputMode="numeric"
                value={row.intervalKm}
                onValueChange={(intervalKm) => setItem(row.key, { intervalKm })}
                error={errorOf(`items.${index}.intervalKm`)}
                maxLength={7}
              />
              <FilteredTextField
                kind="pint"
                id={fieldId(`items.${index}.intervalMonths`)}
                label={t('app.service.planForm.intervalMonths', { number })}
                inputMode="numeric"
                value={row.intervalMonths}
                onValueChange={(intervalMonths) => setItem(row.key, { intervalMonths })}
                error={errorOf(`items.${index}.intervalMonths`)}
                maxLength={3}
              />
            </>
          )}
        />
      </FormSection>
      {plan && plan.scheduleCount > 0 && (
        <Checkbox
          label={t('app.service.planForm.push', { count: plan.scheduleCount })}
          description={t('app.service.planForm.pushHint')}
          checked={values.push}
          onCheckedChange={set('push')}
        />
      )}
    </FormDrawer>
  );
}
