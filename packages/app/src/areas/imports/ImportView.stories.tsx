import type { ImportPreview } from '@vognpark/server/areas/imports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { FirstVehiclesCard } from './FirstVehicles';
import { ImportView } from './ImportView';

const values = (
  registration: string,
  make: string,
  model: string,
  extra: Partial<Record<string, string>> = {},
) => ({
  registration,
  make,
  model,
  type: 'van',
  fuel: 'diesel',
  year: '2021',
  vin: '',
  status: 'active',
  odometerKm: '45210',
  firstRegistrationDate: '',
  notes: '',
  ...extra,
});

/** A file of six rows, three of them with errors (a fuel, a year and a duplicate). */
const preview: ImportPreview = {
  fileName: 'biler.csv',
  kind: 'csv',
  columns: [
    { header: 'Registreringsnummer', column: 'registration', used: true },
    { header: 'Mærke', column: 'make', used: true },
    { header: 'Model', column: 'model', used: true },
    { header: 'Type', column: 'type', used: true },
    { header: 'Drivmiddel', column: 'fuel', used: true },
    { header: 'Farve', column: null, used: false },
  ],
  rows: [
    { row: 2, values: values('AB 12 345', 'Ford', 'Transit'), errors: {}, duplicateOfRow: null },
    {
      row: 3,
      values: values('CD 23 456', 'Toyota', 'Proace', { fuel: 'Brunkul' }),
      errors: { fuel: 'invalid_value' },
      duplicateOfRow: null,
    },
    {
      row: 4,
      values: values('EF 34 567', 'Scania', 'R 450', { type: 'truck', year: '2030', odometerKm: '1,5' }),
      errors: { year: 'out_of_range', odometerKm: 'invalid_type' },
      duplicateOfRow: null,
    },
    {
      row: 5,
      values: values('AB 12 345', 'Ford', 'Transit'),
      errors: { registration: 'duplicate_in_file' },
      duplicateOfRow: 2,
    },
    {
      row: 6,
      values: values('GH 45 678', 'Mercedes-Benz', 'Sprinter', { fuel: 'electric' }),
      errors: {},
      duplicateOfRow: null,
    },
    { row: 7, values: values('JK 56 789', 'Volkswagen', 'Crafter'), errors: {}, duplicateOfRow: null },
  ],
  validCount: 3,
  errorCount: 3,
};

const meta = {
  title: 'App/Pages/VehicleImport',
  component: ImportView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vehicles/import' },
  args: {
    title: 'Import vehicles',
    status: 'choose',
    onFile: fn(),
    onConfirm: fn(),
    onReset: fn(),
    onDownloadTemplate: fn(),
  },
} satisfies Meta<typeof ImportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the file field, what the file needs, the template. */
export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(appTextOf(globals, 'app.imports.file.label'));
    await userEvent.upload(input, new File(['a;b'], 'biler.csv', { type: 'text/csv' }));
    await expect(args.onFile).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.imports.template') }));
    await expect(args.onDownloadTemplate).toHaveBeenCalled();
  },
};

/** On a phone the file field and its help fit the page: nothing reaches past its right edge. */
export const EmptyOnAPhone: Story = {
  render: (args) => (
    <div style={{ width: 298 }} data-testid="content">
      <ImportView {...args} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const input = canvas.getByLabelText(appTextOf(globals, 'app.imports.file.label'));
    for (const element of [input, input.closest('section')!]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(content.right + 1);
    }
  },
};

/** The server is reading the file. */
export const Loading: Story = {
  args: { status: 'reading' },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        appTextOf(globals, 'app.imports.reading'),
      ),
    );
  },
};

/** A refused file: the reason, and the file field to try another. */
export const FileError: Story = {
  render: (args, { globals }) => (
    <ImportView {...args} error={appTextOf(globals, 'app.imports.fileError.unsafe_file')} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.imports.fileError.unsafe_file'),
    );
    await expect(canvas.getByLabelText(appTextOf(globals, 'app.imports.file.label'))).toBeEnabled();
  },
};

/** The preview: each row's errors on the row, the valid ones counted on the confirmation. */
export const Full: Story = {
  args: { status: 'preview', preview },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', {
      name: appTextOf(globals, 'app.imports.table.label', { fileName: 'biler.csv' }),
    });
    const row = within(table).getAllByRole('row')[2]!;
    await expect(row).toHaveTextContent(appTextOf(globals, 'app.imports.error.invalid_value'));
    await expect(within(table).getAllByRole('row')[4]!).toHaveTextContent(
      appTextOf(globals, 'app.imports.error.duplicate_in_file', { row: 2 }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.imports.confirm', { count: 3 }) }),
    );
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** The preview on a phone (390 px less the page's margins): each row a card, nothing scrolls sideways. */
export const PreviewOnAPhone: Story = {
  args: { status: 'preview', preview },
  render: (args) => (
    <div style={{ width: 358 }} data-testid="content">
      <ImportView {...args} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = appTextOf(globals, 'app.imports.table.label', { fileName: 'biler.csv' });
    const scroller = canvas.getByRole('region', { name });
    const plateLabel = appTextOf(globals, 'app.vehicles.column.registration');
    // The header row gives way to labelled cards.
    await waitFor(() => expect(canvas.getByText(plateLabel, { selector: 'th' })).not.toBeVisible());
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const card = within(canvas.getByRole('table', { name })).getAllByRole('row')[2]!;
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(content.width - 4);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(content.right + 1);
    await expect(card).toHaveTextContent(appTextOf(globals, 'app.imports.error.invalid_value'));
    await expect(card.querySelector(`[data-label="${plateLabel}"]`)).toBeVisible();
  },
};

/** The dashboard's first steps for a fleet without vehicles. */
export const FirstSteps: Story = {
  render: () => <FirstVehiclesCard onImport={fn()} onAdd={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: appTextOf(globals, 'app.imports.start.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.imports.start.import') }),
    ).toBeVisible();
  },
};
