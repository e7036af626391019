import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FuelPreview } from '@vognpark/server/areas/partners';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { FuelImportDrawer } from './FuelImportDrawer';

const vendor = { id: '00000000-0000-4000-8000-000000000008', name: 'Brændstofkort Nord' };
const headers = ['Dato', 'Reg.nr.', 'Produkt', 'Antal', 'Beløb ekskl. moms', 'Moms', 'Km-stand'];
const vehicle = (registration: string) => ({
  id: `v-${registration}`,
  registration: registration.replace(/ /g, ''),
  make: 'Ford',
  model: 'Transit',
});

const preview: FuelPreview = {
  fileName: 'brændstofkort-november.csv',
  kind: 'csv',
  vendor,
  headers,
  mapping: {
    date: 'Dato',
    registration: 'Reg.nr.',
    product: 'Produkt',
    quantity: 'Antal',
    net: 'Beløb ekskl. moms',
    vat: 'Moms',
    odometerKm: 'Km-stand',
  },
  mappingSaved: false,
  rows: [
    {
      row: 10,
      state: 'invalid',
      values: { date: '2026-11-19', registration: 'XY 99 999', quantity: '40', net: '432' },
      errors: { registration: 'unknown_vehicle' },
      checks: [],
      vehicle: null,
      category: 'fuel',
    },
    {
      row: 2,
      state: 'new',
      values: {
        date: '2026-11-03',
        registration: 'AA 40 984',
        quantity: '62.4',
        net: '676.42',
        vat: '169.1',
      },
      errors: {},
      checks: ['booked_by_other'],
      vehicle: vehicle('AA 40 984'),
      category: 'fuel',
    },
    {
      row: 8,
      state: 'new',
      values: { date: '2026-11-14', registration: 'AE 45 209', quantity: '20', net: '228', vat: '57' },
      errors: {},
      checks: ['wrong_fuel'],
      vehicle: vehicle('AE 45 209'),
      category: 'fuel',
    },
    {
      row: 7,
      state: 'new',
      values: { date: '2026-11-13', registration: 'AA 94 227', quantity: '38.2', net: '119.18', vat: '29.8' },
      errors: {},
      checks: [],
      vehicle: vehicle('AA 94 227'),
      category: 'charging',
    },
  ],
  rowCount: 4,
  newCount: 3,
  alreadyImportedCount: 0,
  errorCount: 1,
  net: 1023.6,
  vat: 255.9,
};

const meta = {
  title: 'App/Partners/Fuel card import',
  component: FuelImportDrawer,
  decorators: [withAppProviders],
  args: {
    vendor,
    onOpenChange: fn(),
    status: 'choose',
    onFile: fn(),
    onMappingChange: fn(),
    onConfirm: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof FuelImportDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (globals: Record<string, unknown>) =>
  within(document.body).findByRole('dialog', { name: appTextOf(globals, 'app.fuelImport.title') });

/** The start: what happens, and the file to choose; a chosen file is read. */
export const Choose: Story = {
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    await expect(drawer.getByText(appTextOf(globals, 'app.fuelImport.intro'))).toBeInTheDocument();
    const file = new File(['Dato;Reg.nr.\n'], 'kort.csv', { type: 'text/csv' });
    await userEvent.upload(drawer.getByLabelText(appTextOf(globals, 'app.fuelImport.file.label')), file);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(file));
  },
};

/** The file on its way to the server: a spinner says so. */
export const Reading: Story = {
  args: { status: 'reading' },
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    await expect(drawer.getByText(appTextOf(globals, 'app.fuelImport.reading'))).toBeInTheDocument();
  },
};

/** Each line with its result: an unknown plate refused, checks shown, the new lines to import. */
export const Preview: Story = {
  args: { status: 'preview', preview },
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    const table = drawer.getByRole('table', {
      name: appTextOf(globals, 'app.fuelImport.table.label', { fileName: preview.fileName }),
    });
    await expect(
      within(table).getByText(
        appTextOf(globals, 'app.fuelImport.fieldError', {
          field: appTextOf(globals, 'app.fuelImport.field.registration'),
          error: appTextOf(globals, 'app.fuelImport.rowError.unknown_vehicle'),
        }),
      ),
    ).toBeInTheDocument();
    await expect(
      within(table).getByText(appTextOf(globals, 'app.expenses.check.wrong_fuel')),
    ).toBeInTheDocument();
    await userEvent.click(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.fuelImport.confirm', { count: 3 }) }),
    );
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** The same statement again: nothing new, said in words, and nothing to import. */
export const AlreadyImported: Story = {
  args: {
    status: 'preview',
    preview: {
      ...preview,
      mappingSaved: true,
      rows: preview.rows.map((row) => (row.state === 'new' ? { ...row, state: 'already_imported' } : row)),
      newCount: 0,
      alreadyImportedCount: 3,
      net: 0,
      vat: 0,
    },
  },
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    await expect(
      drawer.getByText(appTextOf(globals, 'app.fuelImport.summary.allImported')),
    ).toBeInTheDocument();
    await expect(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.fuelImport.confirm', { count: 0 }) }),
    ).toBeDisabled();
  },
};

/** The columns could not be told: the reason, and a choice of the file's columns per field. */
export const MissingColumns: Story = {
  args: {
    headers: ['Købt', 'Bil', 'Liter', 'Total'],
    mapping: {},
  },
  render: (args, { globals }) => (
    <FuelImportDrawer
      {...args}
      error={appTextOf(globals, 'app.fuelImport.fileError.missing_columns', {
        fields: appTextOf(globals, 'app.fuelImport.field.date'),
      })}
    />
  ),
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    await expect(drawer.getByRole('alert')).toBeInTheDocument();
    await userEvent.selectOptions(
      drawer.getByRole('combobox', { name: appTextOf(globals, 'app.fuelImport.field.date') }),
      'Købt',
    );
    await waitFor(() => expect(args.onMappingChange).toHaveBeenCalledWith({ date: 'Købt' }));
  },
};

/** Imported: how many expenses were added, already there and skipped. */
export const Done: Story = {
  args: { status: 'done', result: { importId: 'x', created: 11, alreadyImported: 0, skipped: 1 } },
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    await expect(
      drawer.getByText(appTextOf(globals, 'app.fuelImport.done.created', { count: 11 })),
    ).toBeInTheDocument();
    await expect(
      drawer.getByText(appTextOf(globals, 'app.fuelImport.done.skipped', { count: 1 })),
    ).toBeInTheDocument();
  },
};
