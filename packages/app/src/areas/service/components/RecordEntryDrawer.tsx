import type { ServiceTask } from '@vognpark/server/areas/service';
import type { OdometerRead } from '@vognpark/server/areas/vehicleDetection';
import { Checkbox, DateField, Select, TextArea, TextField } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { dateToIso, isoToDate } from '../../compliance/dates';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import {
  noVehicleChoices,
  VehiclePicker,
  type VehicleChoices,
} from '../../vehicles/components/VehiclePicker';
import { formatPlate } from '../../vehicles/format';
import { FieldRow } from '../../../forms/DrawerParts';
import { OdometerField } from './OdometerField';
import { OdometerFromPhoto } from '../../photos/OdometerFromPhoto';
import { odometerPhotoText, useOdometerPhoto } from '../../photos/useOdometerPhoto';
import { FormDrawer } from '../../../forms/FormDrawer';
import { FormSection, RowList } from '../../../forms/RowList';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import {
  coveredByLabel,
  coveredByValues,
  formatDkk,
  lineKindLabel,
  lineKinds,
  serviceTaskName,
  vatLabel,
  vatRates,
} from '../domain';
import {
  addLine,
  emptyEntryForm,
  entryTotals,
  maxLines,
  removeLine,
  serviceFieldErrorMessage,
  validateEntryForm,
  type EntryFormValues,
  type LineRow,
} from '../form';

export interface RecordEntryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle serviced; null: the form asks for it (a search of the register, `vehicles`). */
  vehicle: { id: string; registration: string; odometerKm: number } | null;
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles?: VehicleChoices;
  /** The service tasks ticked at the start (a schedule's, or every due one of a visit). */
  serviceTaskIds?: readonly string[];
  /** A visit: several due schedules done in one entry (the title says so). */
  visit?: boolean;
  /** The client's catalogue, to tick what was done. */
  tasks: readonly ServiceTask[];
  workshops: readonly { id: string; name: string }[];
  /** Today in Copenhagen (ISO): the default date and the latest allowed. */
  today: string;
  /** Resolve on success (the drawer closes); reject with the server's error (the form stays). */
  onSave: (values: EntryFormValues) => Promise<unknown>;
  /** Reads a vehicle's odometer from a photo of its dashboard (Read from Photo). */
  readOdometer?: (vehicleId: string, file: File) => Promise<OdometerRead>;
  portalRoot?: HTMLElement | null;
}

/**
 * Record a service: date, odometer (joining the vehicle's chain: a reading lower than the last is
 * refused on the field unless ticked as a correction), engine hours, workshop (one of the client's
 * or another name), the service tasks done (each resets its schedule), the lines with quantity,
 * unit price in DKK, VAT and who pays, their running total, and notes.
 */
export function RecordEntryDrawer({
  open,
  onOpenChange,
  vehicle,
  vehicles,
  serviceTaskIds = [],
  visit = false,
  tasks,
  workshops,
  today,
  onSave,
  readOdometer,
  portalRoot,
}: RecordEntryDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const taskKey = serviceTaskIds.join(' ');
  const initial = useMemo(
    () => emptyEntryForm(today, vehicle, taskKey ? taskKey.split(' ') : []),
    // A new start each time the drawer opens for a vehicle or a set of tasks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, vehicle?.id, taskKey, open],
  );
  // The odometer of the vehicle chosen in the form, when its match says it.
  const [pickedKm, setPickedKm] = useState<number | null>(null);
  const lastKm = vehicle?.odometerKm ?? pickedKm;
  const form = useDrawerForm<EntryFormValues>({
    openedFor: open ? `${vehicle?.id ?? 'new'} ${taskKey}` : null,
    initial,
    validate: (form) => validateEntryForm(form, { askVehicle: !vehicle, today, lastKm }),
    save: onSave,
    onSaved: () => onOpenChange(false),
    message: (field, code) => t(serviceFieldErrorMessage(field, code)),
    fromServer: (found) => {
      const renamed = { ...found };
      if (renamed.workshopName) renamed.workshop = renamed.workshopName;
      return renamed;
    },
  });
  const { formId, values, setValues, set, errors, errorOf, fieldId } = form;
  // Read from Photo for the vehicle serviced (or the one chosen in the form).
  const photoVehicle = vehicle?.id ?? values.vehicleId;
  const photo = useOdometerPhoto(
    readOdometer && photoVehicle ? (file) => readOdometer(photoVehicle, file) : undefined,
    (km) => set('odometerKm')(km),
  );
  // A new drawer (or another vehicle's) starts with nothing read.
  const openFor = open ? `${vehicle?.id ?? 'new'} ${taskKey}` : null;
  const [readFor, setReadFor] = useState(openFor);
  if (readFor !== openFor) {
    setReadFor(openFor);
    photo.reset();
  }
  const photoText = odometerPhotoText(photo.state, t, locale);

  const order = [
    'vehicleId',
    'performedOn',
    'odometerKm',
    'engineHours',
    'workshop',
    'serviceTaskIds',
    ...values.lines.flatMap((_, i) => [
      `lines.${i}.description`,
      `lines.${i}.quantity`,
      `lines.${i}.unitPrice`,
    ]),
    'notes',
    'taskId',
  ];
  const summary = order
    .filter((field) => errors[field])
    .map((field) => ({
      fieldId: fieldId(field === 'taskId' || field === 'serviceTaskIds' ? 'performedOn' : field),
      message: errorOf(field)!,
    }));
  const totals = entryTotals(values.lines);

  function add() {
    const next = addLine(values);
    flushSync(() => setValues(next));
    document.getElementById(fieldId(`lines.${next.lines.length - 1}.description`))?.focus();
  }
  function setLine(key: number, change: Partial<LineRow>) {
    setValues((current) => ({
      ...current,
      lines: current.lines.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  }
  function toggleTask(id: string, checked: boolean) {
    setValues((current) => ({
      ...current,
      serviceTaskIds: checked
        ? [...current.serviceTaskIds.filter((other) => other !== id), id]
        : current.serviceTaskIds.filter((other) => other !== id),
    }));
  }

  const tasksId = `${formId}-tasks`;
  const linesId = `${formId}-lines`;
  const decreased = errors.odometerKm === 'decreased' || values.odometerCorrection;

  return (
    <FormDrawer
      form={{ ...form, summary }}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      portalRoot={portalRoot}
      title={visit ? t('app.service.recordForm.visitTitle') : t('app.service.recordForm.title')}
      description={vehicle ? formatPlate(vehicle.registration) : undefined}
      failure={t('app.service.recordForm.error')}
      errorsTitle={t('app.service.form.errorsTitle')}
      saveLabel={t('app.service.recordForm.save')}
    >
      {!vehicle && (
        <VehiclePicker
          {...noVehicleChoices}
          {...vehicles}
          id={fieldId('vehicleId')}
          label={t('app.service.recordForm.plate')}
          value={values.vehicleId || null}
          onValueChange={(id, picked) => {
            set('vehicleId')(id ?? '');
            const km = picked && 'odometerKm' in picked ? Number(picked.odometerKm) : NaN;
            setPickedKm(Number.isFinite(km) ? km : null);
            if (Number.isFinite(km) && !values.odometerKm) set('odometerKm')(String(km));
          }}
          error={errorOf('vehicleId')}
          required
        />
      )}
      <FieldRow>
        <DateField
          id={fieldId('performedOn')}
          label={t('app.service.recordForm.date')}
          value={isoToDate(values.performedOn)}
          max={isoToDate(today) ?? undefined}
          onValueChange={(date) => set('performedOn')(dateToIso(date))}
          error={errorOf('performedOn') ?? errorOf('taskId')}
          required
        />
        <OdometerField
          id={fieldId('odometerKm')}
          value={values.odometerKm}
          onValueChange={(value) => {
            set('odometerKm')(value);
            photo.onTyped();
          }}
          error={errorOf('odometerKm') ?? photoText.error}
          lastKm={lastKm}
          read={photoText.description}
        />
        <FilteredTextField
          kind="pint"
          id={fieldId('engineHours')}
          label={t('app.service.recordForm.hours')}
          inputMode="numeric"
          value={values.engineHours}
          onValueChange={set('engineHours')}
          error={errorOf('engineHours')}
          maxLength={7}
        />
      </FieldRow>
      {photo.onFile && <OdometerFromPhoto state={photo.state} onFile={photo.onFile} />}
      {decreased && (
        <Checkbox
          label={t('app.service.recordForm.correction')}
          checked={values.odometerCorrection}
          onCheckedChange={set('odometerCorrection')}
        />
      )}
      <FieldRow>
        <Select
          id={fieldId('workshopId')}
          label={t('app.service.recordForm.workshop')}
          placeholder={t('app.service.history.noWorkshop')}
          options={workshops.map((workshop) => ({ value: workshop.id, label: workshop.name }))}
          value={values.workshopId ?? ''}
          onValueChange={(id) =>
            setValues((current) => ({
              ...current,
              workshopId: id || null,
              workshop: workshops.find((workshop) => workshop.id === id)?.name ?? '',
            }))
          }
        />
        {!values.workshopId && (
          <TextField
            id={fieldId('workshop')}
            label={t('app.service.recordForm.workshopHint')}
            value={values.workshop}
            onValueChange={set('workshop')}
            error={errorOf('workshop')}
            maxLength={200}
          />
        )}
      </FieldRow>
      <FormSection aria-labelledby={tasksId}>
        <h3 id={tasksId}>{t('app.service.recordForm.tasks')}</h3>
        <p>{t('app.service.recordForm.tasksHint')}</p>
        <TaskGrid>
          {tasks.map((task) => (
            <Checkbox
              key={task.id}
              label={serviceTaskName(task, locale)}
              checked={values.serviceTaskIds.includes(task.id)}
              onCheckedChange={(checked) => toggleTask(task.id, checked)}
            />
          ))}
        </TaskGrid>
      </FormSection>
      <FormSection aria-labelledby={linesId}>
        <h3 id={linesId}>{t('app.service.recordForm.lines')}</h3>
        <p>{t('app.service.recordForm.linesHint')}</p>
        <RowList
          rows={values.lines}
          max={maxLines}
          addLabel={t('app.service.recordForm.addLine')}
          onAdd={add}
          removeLabel={(number) => t('app.service.recordForm.removeLine', { number })}
          onRemove={(key) => setValues((current) => removeLine(current, key))}
          renderRow={(row, index, number) => (
            <>
              <Select
                id={fieldId(`lines.${index}.kind`)}
                label={t('app.service.recordForm.lineKind', { number })}
                options={lineKinds.map((kind) => ({ value: kind, label: t(lineKindLabel(kind)) }))}
                value={row.kind}
                onValueChange={(kind) => setLine(row.key, { kind: kind as LineRow['kind'] })}
              />
              <TextField
                id={fieldId(`lines.${index}.description`)}
                label={t('app.service.recordForm.lineDescription', { number })}
                value={row.description}
                onValueChange={(description) => setLine(row.key, { description })}
                error={errorOf(`lines.${index}.description`)}
                maxLength={200}
              />
              <FilteredTextField
                kind="money"
                id={fieldId(`lines.${index}.quantity`)}
                label={t('app.service.recordForm.lineQuantity', { number })}
                inputMode="decimal"
                value={row.quantity}
                onValueChange={(quantity) => setLine(row.key, { quantity })}
                error={errorOf(`lines.${index}.quantity`)}
                required
                maxLength={10}
              />
              <FilteredTextField
                kind="money"
                id={fieldId(`lines.${index}.unitPrice`)}
                label={t('app.service.recordForm.lineUnitPrice', { number })}
                inputMode="decimal"
                value={row.unitPrice}
                onValueChange={(unitPrice) => setLine(row.key, { unitPrice })}
                error={errorOf(`lines.${index}.unitPrice`)}
                required
                maxLength={14}
              />
              <Select
                id={fieldId(`lines.${index}.vatRate`)}
                label={t('app.service.recordForm.lineVat', { number })}
                options={vatRates.map((rate) => ({ value: String(rate), label: t(vatLabel(rate)) }))}
                value={row.vatRate}
                onValueChange={(vatRate) => setLine(row.key, { vatRate: vatRate as LineRow['vatRate'] })}
              />
              <Select
                id={fieldId(`lines.${index}.coveredBy`)}
                label={t('app.service.recordForm.lineCoveredBy', { number })}
                options={coveredByValues.map((by) => ({ value: by, label: t(coveredByLabel(by)) }))}
                value={row.coveredBy}
                onValueChange={(coveredBy) =>
                  setLine(row.key, { coveredBy: coveredBy as LineRow['coveredBy'] })
                }
              />
            </>
          )}
        />
        {values.lines.length > 0 && (
          <Total aria-live="polite">
            {t('app.service.recordForm.total', {
              net: formatDkk(totals.net, locale),
              gross: formatDkk(totals.gross, locale),
            })}
          </Total>
        )}
      </FormSection>
      <TextArea
        id={fieldId('notes')}
        label={t('app.service.recordForm.notes')}
        value={values.notes}
        onValueChange={set('notes')}
        error={errorOf('notes')}
        maxLength={4000}
      />
    </FormDrawer>
  );
}

const TaskGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weights.medium};
  font-variant-numeric: tabular-nums;
`;
