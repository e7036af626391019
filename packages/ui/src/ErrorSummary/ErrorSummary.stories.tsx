import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonGroup } from '../Button/Button';
import { samples } from '../Field/Field.fixtures';
import type { Locale } from '../i18n/locales';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { localeOf, sampleOf, textOf } from '../test-utils/storyMessages';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';

const pick = (locale: Locale, sample: Record<Locale, string>) => sample[locale];

/** A link's name in the summary: the field's label, then its message ("Registration: …"). */
const linkName = (
  globals: Record<string, unknown>,
  label: Record<Locale, string>,
  message: Record<Locale, string>,
) =>
  textOf(globals, 'ui.errorSummary.item', {
    label: sampleOf(globals, label),
    message: sampleOf(globals, message),
  });
/** Matches a link named so, whatever white space (French's no-break space before the colon). */
const linkQuery =
  (...args: Parameters<typeof linkName>) =>
  (name: string) =>
    name.replace(/\s+/g, ' ') === linkName(...args).replace(/\s+/g, ' ');

/** A vehicle form that checks itself on Save and shows the summary when something is missing. */
function VehicleForm({ locale, focus }: { locale: Locale; focus?: ErrorSummaryProps['focus'] }) {
  const [registration, setRegistration] = useState('');
  const [fuel, setFuel] = useState('');
  const [status, setStatus] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: ErrorSummaryItem[] = [];
    if (!registration)
      found.push({ fieldId: 'registration', message: pick(locale, samples.registrationMissing) });
    if (!fuel) found.push({ fieldId: 'fuel', message: pick(locale, samples.fuelMissing) });
    if (!status) found.push({ fieldId: 'status', message: pick(locale, samples.statusMissing) });
    setErrors(found);
    setAttempt((n) => n + 1);
  }

  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <ErrorSummary errors={errors} focus={focus} focusKey={attempt} />
      <TextField
        id="registration"
        required
        label={pick(locale, samples.registration)}
        value={registration}
        onValueChange={setRegistration}
        error={errorOf('registration')}
      />
      <Select
        id="fuel"
        required
        label={pick(locale, samples.fuel)}
        placeholder={pick(locale, samples.chooseFuel)}
        options={(['petrol', 'diesel', 'electric', 'hybrid'] as const).map((value) => ({
          value,
          label: pick(locale, samples[value]),
        }))}
        value={fuel}
        onValueChange={setFuel}
        error={errorOf('fuel')}
      />
      <RadioGroup
        id="status"
        required
        label={pick(locale, samples.status)}
        options={[
          { value: 'active', label: pick(locale, samples.active) },
          { value: 'workshop', label: pick(locale, samples.inWorkshop) },
        ]}
        value={status}
        onValueChange={setStatus}
        error={errorOf('status')}
      />
      <ButtonGroup align="end">
        <Button type="submit">{pick(locale, samples.save)}</Button>
      </ButtonGroup>
    </form>
  );
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A form’s list of errors after a failed submit: a heading with the count and one link per error ' +
          'that takes focus to its field. It is announced (role `alert`) and moves focus to the first field ' +
          'in error in page order; with `focus="summary"` it is a labelled region that takes focus itself. ' +
          'Change `focusKey` on each failed submit so focus moves again.',
      },
    },
  },
  args: { errors: [] },
  render: (args, { globals }) => <VehicleForm locale={localeOf(globals)} focus={args.focus} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save with nothing filled in: the summary lists three errors and focus lands on the first field. */
export const AfterFailedSubmit: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: sampleOf(globals, samples.save) }));
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary).getByRole('heading', { name: textOf(globals, 'ui.errorSummary.title', { count: 3 }) }),
    ).toBeVisible();
    // Every link names its field, not only what is wrong with it.
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        linkName(globals, samples.registration, samples.registrationMissing),
        linkName(globals, samples.fuel, samples.fuelMissing),
        linkName(globals, samples.status, samples.statusMissing),
      ]),
    );
    const registration = canvas.getByRole('textbox', { name: sampleOf(globals, samples.registration) });
    await waitFor(() => expect(registration).toHaveFocus());
    await expect(registration).toBeInvalid();
  },
};

/** A link in the summary takes focus to its field; fixing one and saving again focuses the next. */
export const LinksAndSecondAttempt: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: sampleOf(globals, samples.save) });
    await userEvent.click(save);
    const summary = await canvas.findByRole('alert');
    await userEvent.click(
      await within(summary).findByRole('link', {
        name: linkQuery(globals, samples.fuel, samples.fuelMissing),
      }),
    );
    const fuel = canvas.getByRole('combobox', { name: sampleOf(globals, samples.fuel) });
    await expect(fuel).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', { name: linkQuery(globals, samples.status, samples.statusMissing) }),
    );
    await expect(canvas.getByRole('radio', { name: sampleOf(globals, samples.active) })).toHaveFocus();

    const registration = canvas.getByRole('textbox', { name: sampleOf(globals, samples.registration) });
    await userEvent.type(registration, 'AB12345');
    await userEvent.click(save);
    await waitFor(() => expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(2));
    await waitFor(() => expect(fuel).toHaveFocus());
    await expect(registration).not.toBeInvalid();
  },
};

/** `focus="summary"`: the summary is a named region and takes focus itself. */
export const FocusOnSummary: Story = {
  args: { focus: 'summary' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: sampleOf(globals, samples.save) }));
    const region = await canvas.findByRole('region', {
      name: textOf(globals, 'ui.errorSummary.title', { count: 3 }),
    });
    await waitFor(() => expect(region).toHaveFocus());
  },
};

/** A summary of one error with a title of the host's own. */
export const OneErrorWithTitle: Story = {
  render: (_args, { globals }) => (
    <>
      <ErrorSummary
        focus="none"
        title={sampleOf(globals, samples.checkErrors)}
        errors={[{ fieldId: 'due', message: sampleOf(globals, samples.dueDateMissing) }]}
      />
      <input id="due" aria-label={sampleOf(globals, samples.dueDate)} style={{ marginTop: 16 }} />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(
      within(summary).getByRole('heading', { name: sampleOf(globals, samples.checkErrors) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: sampleOf(globals, samples.dueDate) })).not.toHaveFocus();
    await userEvent.click(
      await within(summary).findByRole('link', {
        name: linkQuery(globals, samples.dueDate, samples.dueDateMissing),
      }),
    );
    await expect(canvas.getByRole('textbox', { name: sampleOf(globals, samples.dueDate) })).toHaveFocus();
  },
};
