import type { Inspection } from '@vognpark/server/areas/inspections';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { RadioGroup, Select, TextArea, TextField } from '@vognpark/ui';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../messages/en';
import { FormDrawer } from '../../../forms/FormDrawer';
import { FormSection, RowList } from '../../../forms/RowList';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import {
  defectSeverities,
  inspectionResults,
  type DefectSeverity,
  type InspectionResult,
} from '../../compliance/domain';
import { workFieldErrorMessage } from '../../compliance/form';
import { defectSeverityLabel, inspectionKindLabel, inspectionResultLabel } from '../../compliance/labels';
import { PersonPicker } from '../../vehicles/components/PersonPicker';
import { formatDate, formatPlate } from '../../vehicles/format';
import {
  addDefect,
  emptyCompleteForm,
  maxDefects,
  removeDefect,
  validateCompleteForm,
  type CompleteFormValues,
} from '../form';

export interface CompleteDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The inspection to complete (the drawer renders nothing without one). */
  inspection: Inspection | null;
  /** Who the defects' tasks can be given to. */
  people: readonly DriverOption[];
  /**
   * Completes it as made from `version` (the inspection's version the person last saw); resolve on
   * success (the drawer closes), reject with the server's error (the form stays; a conflict is
   * shown above it with who changed the inspection, and their version once read again).
   */
  onSave: (values: CompleteFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

/** The form's field labels, for the list of what someone else changed (only the notes come from the record). */
const completeFieldLabels: Partial<Record<string, AppMessageId>> = {
  notes: 'app.inspections.form.notes',
  result: 'app.inspections.complete.result',
  inspector: 'app.inspections.complete.inspector',
  defects: 'app.inspections.complete.defects',
  assigneeUserId: 'app.inspections.complete.assignee',
};

/**
 * Complete an inspection: the result, who inspected, notes, and the defects found (text and
 * severity, added and removed row by row), each of which becomes a task, given to the person chosen.
 */
export function CompleteDrawer({
  open,
  onOpenChange,
  inspection,
  people,
  onSave,
  portalRoot,
}: CompleteDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const form = useDrawerForm<CompleteFormValues>({
    openedFor: open && inspection ? inspection.id : null,
    // The inspection's notes are the form's to keep or change (completing replaces them).
    initial: { ...emptyCompleteForm, notes: inspection?.notes ?? '' },
    version: inspection?.version,
    validate: validateCompleteForm,
    save: onSave,
    onSaved: () => onOpenChange(false),
    message: (field, code) => t(workFieldErrorMessage(field, code)),
  });
  const { formId, values, setValues, errors, errorOf, fieldId } = form;

  if (!inspection) return null;

  // The summary's order follows the form, defect by defect; the server's errors on the
  // inspection itself and on its date point at the result, the first field.
  const order = [
    'id',
    'result',
    'inspector',
    'completedAt',
    'notes',
    ...values.defects.flatMap((_, index) => [`defects.${index}.text`, `defects.${index}.severity`]),
    'assigneeUserId',
  ];
  const summary = order
    .filter((field) => errors[field])
    .map((field) => ({
      fieldId: fieldId(field === 'id' || field === 'completedAt' ? 'result' : field),
      message: errorOf(field)!,
    }));

  function add() {
    const next = addDefect(values);
    // Render the new row now, so that focus can move into its text field.
    flushSync(() => setValues(next));
    document.getElementById(fieldId(`defects.${next.defects.length - 1}.text`))?.focus();
  }

  function setDefect(key: number, change: Partial<{ text: string; severity: DefectSeverity }>) {
    setValues((current) => ({
      ...current,
      defects: current.defects.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  }

  const defectsId = `${formId}-defects`;

  return (
    <FormDrawer
      form={{ ...form, summary }}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      portalRoot={portalRoot}
      title={t('app.inspections.complete.title', { kind: t(inspectionKindLabel(inspection.kind)) })}
      description={t('app.inspections.complete.description', {
        plate: formatPlate(inspection.vehicle.registration),
        date: formatDate(inspection.dueDate, locale),
      })}
      failure={t('app.inspections.saved.error')}
      fieldLabel={(field) => t(completeFieldLabels[field] ?? 'app.inspections.form.notes')}
      errorsTitle={t('app.inspections.complete.errorsTitle')}
      saveLabel={t('app.inspections.complete.save')}
    >
      <RadioGroup
        id={fieldId('result')}
        label={t('app.inspections.complete.result')}
        orientation="horizontal"
        options={inspectionResults.map((result) => ({
          value: result,
          label: t(inspectionResultLabel(result)),
        }))}
        value={values.result}
        onValueChange={(value) => setValues((current) => ({ ...current, result: value as InspectionResult }))}
        error={errorOf('result') ?? errorOf('id') ?? errorOf('completedAt')}
        required
      />
      <TextField
        id={fieldId('inspector')}
        label={t('app.inspections.complete.inspector')}
        description={t('app.inspections.complete.inspectorHint')}
        value={values.inspector}
        onValueChange={(inspector) => setValues((current) => ({ ...current, inspector }))}
        error={errorOf('inspector')}
        required
        maxLength={120}
      />
      <TextArea
        id={fieldId('notes')}
        label={t('app.inspections.form.notes')}
        value={values.notes}
        onValueChange={(notes) => setValues((current) => ({ ...current, notes }))}
        error={errorOf('notes')}
        maxLength={2000}
      />
      <FormSection aria-labelledby={defectsId}>
        <h3 id={defectsId}>{t('app.inspections.complete.defects')}</h3>
        <p>{t('app.inspections.complete.defectsHint')}</p>
        {values.defects.length === 0 && <p>{t('app.inspections.complete.noDefects')}</p>}
        <RowList
          rows={values.defects}
          columns="minmax(200px, 2fr) minmax(140px, 1fr) auto"
          max={maxDefects}
          addLabel={t('app.inspections.complete.addDefect')}
          onAdd={add}
          removeLabel={(number) => t('app.inspections.complete.removeDefect', { number })}
          onRemove={(key) => setValues((current) => removeDefect(current, key))}
          renderRow={(row, index, number) => (
            <>
              <TextField
                id={fieldId(`defects.${index}.text`)}
                label={t('app.inspections.complete.defectText', { number })}
                value={row.text}
                onValueChange={(text) => setDefect(row.key, { text })}
                error={errorOf(`defects.${index}.text`)}
                required
                maxLength={200}
              />
              <Select
                id={fieldId(`defects.${index}.severity`)}
                label={t('app.inspections.complete.defectSeverity', { number })}
                options={defectSeverities.map((severity) => ({
                  value: severity,
                  label: t(defectSeverityLabel(severity)),
                }))}
                value={row.severity}
                onValueChange={(severity) => setDefect(row.key, { severity: severity as DefectSeverity })}
                error={errorOf(`defects.${index}.severity`)}
              />
            </>
          )}
        />
        {values.defects.length > 0 && (
          <PersonPicker
            id={fieldId('assigneeUserId')}
            label={t('app.inspections.complete.assignee')}
            description={t('app.inspections.complete.assigneeHint')}
            placeholder={t('app.inspections.complete.nobody')}
            people={people}
            value={values.assigneeUserId || null}
            onValueChange={(id) => setValues((current) => ({ ...current, assigneeUserId: id ?? '' }))}
            error={errorOf('assigneeUserId')}
          />
        )}
      </FormSection>
    </FormDrawer>
  );
}
