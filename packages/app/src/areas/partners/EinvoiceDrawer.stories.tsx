import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { EinvoicePreview } from '@vognpark/server/areas/partners';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { EinvoiceDrawer } from './EinvoiceDrawer';

const vehicle = (registration: string) => ({
  id: `v-${registration}`,
  registration,
  make: 'Ford',
  model: 'Transit',
});

/** The demo invoice (packages/server/fixtures/einvoice-demo.xml) as the server previews it. */
const preview: EinvoicePreview = {
  fileName: 'einvoice-demo.xml',
  format: 'oioubl',
  kind: 'invoice',
  number: 'DV-2026-1187',
  issueDate: '2026-11-20',
  currency: 'DKK',
  supplier: { name: 'Dækcentret Vejle ApS', cvr: '26509173' },
  vendor: { id: '00000000-0000-4000-8000-000000000009', name: 'Dækcentret Vejle' },
  lines: [
    {
      id: '1',
      text: 'Vinterdæk 215/65 R16, monteret på AK 55 931',
      quantity: 4,
      net: 4200,
      vatPercent: 25,
      vat: 1050,
      category: 'tyres',
      state: 'new',
      suggestions: [vehicle('AK55931')],
    },
    {
      id: '2',
      text: 'Dækhotel, vinter 2026/27: AA 40 984 og AE 45 209',
      quantity: 2,
      net: 900,
      vatPercent: 25,
      vat: 225,
      category: 'tyres',
      state: 'new',
      suggestions: [vehicle('AA40984'), vehicle('AE45209')],
    },
    {
      id: '3',
      text: 'Miljøafgift',
      quantity: null,
      net: 64,
      vatPercent: 25,
      vat: 16,
      category: 'other',
      state: 'already_imported',
      suggestions: [],
    },
  ],
  net: 5164,
  vat: 1291,
  newCount: 2,
  alreadyImportedCount: 1,
};

const meta = {
  title: 'App/Partners/E-invoice import',
  component: EinvoiceDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'choose',
    onFile: fn(),
    onConfirm: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof EinvoiceDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (globals: Record<string, unknown>) =>
  within(document.body).findByRole('dialog', { name: appTextOf(globals, 'app.einvoice.title') });

/** Empty: what happens, and the XML file to choose; a chosen file is read. */
export const Choose: Story = {
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    const input = drawer.getByLabelText(appTextOf(globals, 'app.einvoice.file.label'));
    await expect(input).toHaveAccessibleDescription(appTextOf(globals, 'app.einvoice.intro'));
    const file = new File(['<Invoice/>'], 'faktura.xml', { type: 'application/xml' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(file));
  },
};

/** Loading: the file on its way to the server; a spinner says so. */
export const Reading: Story = {
  args: { status: 'reading' },
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    await expect(drawer.getByText(appTextOf(globals, 'app.einvoice.reading'))).toBeInTheDocument();
  },
};

/** Error: a file with entities refused, the reason on the file field itself. */
export const FileRefused: Story = {
  render: (args, { globals }) => (
    <EinvoiceDrawer {...args} fileError={appTextOf(globals, 'app.einvoice.fileError.unsafe_file')} />
  ),
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    const input = drawer.getByLabelText(appTextOf(globals, 'app.einvoice.file.label'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.einvoice.fileError.unsafe_file')),
    );
  },
};

/** Full: the supplier and its vendor, each line with its vehicle (or the fleet), the new ones to import. */
export const Preview: Story = {
  args: { status: 'preview', preview },
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    const table = drawer.getByRole('table', {
      name: appTextOf(globals, 'app.einvoice.table.label', { fileName: preview.fileName }),
    });
    await expect(within(table).getByText('AK 55 931')).toBeInTheDocument();
    await expect(
      within(table).getByText(
        appTextOf(globals, 'app.einvoice.line.several', { plates: 'AA 40 984, AE 45 209' }),
      ),
    ).toBeInTheDocument();
    await expect(
      within(table).getByText(appTextOf(globals, 'app.fuelImport.state.already_imported')),
    ).toBeInTheDocument();
    await userEvent.click(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.einvoice.confirm', { count: 2 }) }),
    );
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/**
 * A line naming two vehicles goes on the fleet unless one of them is chosen on the line; a line
 * naming one, or already imported, offers no choice.
 */
export const ChooseLineVehicle: Story = {
  args: { status: 'preview', preview, onChoiceChange: fn() },
  render: function Render(args) {
    const [choices, setChoices] = useState<Record<string, string | null>>({});
    return (
      <EinvoiceDrawer
        {...args}
        choices={choices}
        onChoiceChange={(lineId, vehicleId) => {
          args.onChoiceChange?.(lineId, vehicleId);
          setChoices((current) => ({ ...current, [lineId]: vehicleId }));
        }}
      />
    );
  },
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    const choice = drawer.getByRole('combobox', {
      name: appTextOf(globals, 'app.einvoice.line.choose', { text: preview.lines[1]!.text }),
    });
    await expect(drawer.getAllByRole('combobox')).toHaveLength(1);
    await expect(choice).toHaveDisplayValue(appTextOf(globals, 'app.einvoice.line.fleet'));
    await userEvent.selectOptions(choice, 'AE 45 209');
    await expect(args.onChoiceChange).toHaveBeenCalledWith('2', vehicle('AE45209').id);
    await expect(choice).toHaveDisplayValue('AE 45 209');
  },
};

/** The demo credit note (packages/server/fixtures/creditnote-demo.xml): its lines negative. */
const creditNote: EinvoicePreview = {
  ...preview,
  fileName: 'creditnote-demo.xml',
  kind: 'credit_note',
  number: 'DV-2026-1187-K1',
  issueDate: '2026-11-21',
  lines: [
    { ...preview.lines[0]!, text: 'Vinterdæk retur, AK 55 931', quantity: 1, net: -1200, vat: -300 },
    {
      ...preview.lines[2]!,
      id: '2',
      text: 'Miljøafgift dæk',
      quantity: 1,
      net: -100,
      vat: -25,
      state: 'new',
    },
  ],
  net: -1300,
  vat: -325,
  newCount: 2,
  alreadyImportedCount: 0,
};

/** A credit note: named so, its lines deducted from the costs as negative expenses. */
export const CreditNote: Story = {
  args: { status: 'preview', preview: creditNote },
  play: async ({ globals, args }) => {
    const drawer = within(await dialog(globals));
    await expect(drawer.getByText(appTextOf(globals, 'app.einvoice.creditNote'))).toBeInTheDocument();
    await expect(drawer.getByText(appTextOf(globals, 'app.einvoice.creditNote.hint'))).toBeInTheDocument();
    await expect(drawer.queryByText(appTextOf(globals, 'app.einvoice.number'))).not.toBeInTheDocument();
    await userEvent.click(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.einvoice.confirm', { count: 2 }) }),
    );
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Error: no vendor has the supplier's CVR number; said on the vendor's line, nothing to import. */
export const UnknownVendor: Story = {
  args: { status: 'preview', preview: { ...preview, vendor: null } },
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    await expect(
      drawer.getByText(appTextOf(globals, 'app.einvoice.vendor.unknown', { cvr: '26509173' })),
    ).toBeInTheDocument();
    await expect(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.einvoice.confirm', { count: 2 }) }),
    ).toBeDisabled();
  },
};

/** Imported: how many expenses were added and how many lines were there before. */
export const Done: Story = {
  args: { status: 'done', result: { importId: 'x', created: 2, alreadyImported: 1, skipped: 0 } },
  play: async ({ globals }) => {
    const drawer = within(await dialog(globals));
    await expect(
      drawer.getByText(appTextOf(globals, 'app.einvoice.done.created', { count: 2 })),
    ).toBeInTheDocument();
    await expect(
      drawer.getByText(appTextOf(globals, 'app.einvoice.done.already', { count: 1 })),
    ).toBeInTheDocument();
  },
};
