import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkVariant } from '../test-utils/darkStory';
import { useState, type FormEvent } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { DateField } from '../Calendar';
import { Combobox, type ComboboxOption } from '../Combobox';
import { samples as fieldSamples } from '../Field/Field.fixtures';
import type { Locale } from '../i18n/locales';
import { Menu, MenuItem } from '../Menu';
import { localeOf, messagesOf, sampleOf } from '../test-utils/storyMessages';
import { TextField } from '../TextField';
import { Tooltip } from '../Tooltip';
import { Drawer, useDrawer, type DrawerProps } from './Drawer';

const samples = {
  title: {
    en: 'Add vehicle',
    da: 'Tilføj køretøj',
    uk: 'Додати транспортний засіб',
    de: 'Fahrzeug hinzufügen',
    fr: 'Ajouter un véhicule',
  },
  description: {
    en: 'The vehicle is added to Nordlys Logistik ApS.',
    da: 'Køretøjet tilføjes til Nordlys Logistik ApS.',
    uk: 'Транспортний засіб буде додано до Nordlys Logistik ApS.',
    de: 'Das Fahrzeug wird zu Nordlys Logistik ApS hinzugefügt.',
    fr: 'Le véhicule est ajouté à Nordlys Logistik ApS.',
  },
  registration: {
    en: 'Registration',
    da: 'Registreringsnummer',
    uk: 'Реєстраційний номер',
    de: 'Kennzeichen',
    fr: 'Immatriculation',
  },
  make: { en: 'Make', da: 'Mærke', uk: 'Марка', de: 'Marke', fr: 'Marque' },
  model: { en: 'Model', da: 'Model', uk: 'Модель', de: 'Modell', fr: 'Modèle' },
  save: { en: 'Save', da: 'Gem', uk: 'Зберегти', de: 'Speichern', fr: 'Enregistrer' },
  cancel: { en: 'Cancel', da: 'Annuller', uk: 'Скасувати', de: 'Abbrechen', fr: 'Annuler' },
  taskTitle: {
    en: 'Edit task',
    da: 'Rediger opgave',
    uk: 'Редагувати завдання',
    de: 'Aufgabe bearbeiten',
    fr: 'Modifier la tâche',
  },
  actions: { en: 'Actions', da: 'Handlinger', uk: 'Дії', de: 'Aktionen', fr: 'Actions' },
  markDone: {
    en: 'Mark as done',
    da: 'Markér som udført',
    uk: 'Позначити як виконане',
    de: 'Als erledigt markieren',
    fr: 'Marquer comme terminée',
  },
  archive: { en: 'Archive', da: 'Arkivér', uk: 'Архівувати', de: 'Archivieren', fr: 'Archiver' },
  vehicle: { en: 'Vehicle', da: 'Køretøj', uk: 'Транспортний засіб', de: 'Fahrzeug', fr: 'Véhicule' },
  help: { en: 'Help', da: 'Hjælp', uk: 'Довідка', de: 'Hilfe', fr: 'Aide' },
  helpText: {
    en: 'The driver sees the task on their phone.',
    da: 'Chaufføren ser opgaven på sin telefon.',
    uk: 'Водій бачить завдання на телефоні.',
    de: 'Der Fahrer sieht die Aufgabe auf seinem Telefon.',
    fr: 'Le conducteur voit la tâche sur son téléphone.',
  },
} satisfies Record<string, Record<Locale, string>>;

type Globals = Record<string, unknown>;

/** Cancel goes through the drawer, so it asks before discarding like Escape does. */
function CancelButton({ globals }: { globals: Globals }) {
  const { requestClose } = useDrawer();
  return (
    <Button variant="secondary" onClick={requestClose}>
      {sampleOf(globals, samples.cancel)}
    </Button>
  );
}

/** The "Add vehicle" drawer as a page wires it: an opener, a form, dirty while something is typed. */
function AddVehicle({
  globals,
  startOpen,
  portalRoot,
  onOpenChange,
  onSave,
}: {
  globals: Globals;
  startOpen: boolean;
  portalRoot?: HTMLElement | null;
  onOpenChange?: DrawerProps['onOpenChange'];
  onSave?: (registration: string) => void;
}) {
  const [open, setOpen] = useState(startOpen);
  const [registration, setRegistration] = useState('');
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const dirty = registration !== '' || make !== '' || model !== '';

  function change(next: boolean) {
    onOpenChange?.(next);
    setOpen(next);
    if (!next) [setRegistration, setMake, setModel].forEach((set) => set(''));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave?.(registration);
    // Saved: close without asking.
    change(false);
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{sampleOf(globals, samples.title)}</Button>
      <Drawer
        open={open}
        onOpenChange={change}
        dirty={dirty}
        portalRoot={portalRoot}
        title={sampleOf(globals, samples.title)}
        description={sampleOf(globals, samples.description)}
        footer={
          <>
            <CancelButton globals={globals} />
            <Button type="submit" form="add-vehicle">
              {sampleOf(globals, samples.save)}
            </Button>
          </>
        }
      >
        <Form id="add-vehicle" onSubmit={submit}>
          <TextField
            label={sampleOf(globals, samples.registration)}
            value={registration}
            onValueChange={setRegistration}
            required
          />
          <TextField label={sampleOf(globals, samples.make)} value={make} onValueChange={setMake} />
          <TextField label={sampleOf(globals, samples.model)} value={model} onValueChange={setModel} />
        </Form>
      </Drawer>
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** A 360 px wide phone-sized frame; `transform` makes it the drawer's containing block. */
const PhoneFrame = styled.div<{ $width: number }>`
  position: relative;
  width: ${({ $width }) => $width}px;
  height: 560px;
  overflow: hidden;
  transform: translateZ(0);
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

function NarrowStage({ globals, width }: { globals: Globals; width: number }) {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  return (
    <PhoneFrame ref={setFrame} $width={width} data-testid="phone-frame">
      {frame && <AddVehicle globals={globals} startOpen portalRoot={frame} />}
    </PhoneFrame>
  );
}

const vehicles: ComboboxOption[] = [
  { value: 'v1', label: 'AB 12 345', description: 'Ford Transit Custom' },
  { value: 'v2', label: 'CD 23 456', description: 'Volvo FH16' },
  { value: 'v3', label: 'EF 34 567', description: 'Škoda Enyaq' },
];

/** A task drawer with every kind of floating part: a date field, a menu, a combobox and a tooltip. */
function TaskDrawer({ globals, onAction }: { globals: Globals; onAction: (action: string) => void }) {
  const [vehicle, setVehicle] = useState<string | null>(null);
  return (
    <Drawer defaultOpen title={sampleOf(globals, samples.taskTitle)}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <DateField label={sampleOf(globals, fieldSamples.dueDate)} today={new Date(2025, 0, 15)} />
        <Combobox
          label={sampleOf(globals, samples.vehicle)}
          options={vehicles}
          value={vehicle}
          onValueChange={setVehicle}
        />
        <div style={{ display: 'flex', gap: 8 }}>
          <Menu label={sampleOf(globals, samples.actions)}>
            <MenuItem label={sampleOf(globals, samples.markDone)} onSelect={() => onAction('done')} />
            <MenuItem label={sampleOf(globals, samples.archive)} onSelect={() => onAction('archive')} />
          </Menu>
          <Tooltip content={sampleOf(globals, samples.helpText)} openDelay={0}>
            <Button variant="secondary">{sampleOf(globals, samples.help)}</Button>
          </Tooltip>
        </div>
      </Form>
    </Drawer>
  );
}

/** The element a pointer at the centre of `element` reaches is `element` (or inside it): nothing covers it. */
async function expectOnTop(element: Element) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(element.contains(hit)).toBe(true);
}

const meta = {
  title: 'Layout/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A side sheet for creating and editing. A modal dialog named by its title and described by its description; focus moves to the first field, is trapped, and returns to the opener. Escape, the close button and the backdrop close it; with `dirty` they ask "Discard unsaved changes?" first. Full width up to 600 px.',
      },
      story: { inline: false, iframeHeight: 560 },
    },
  },
  args: { title: '', onOpenChange: fn() },
  render: (args, { globals }) => <AddVehicle globals={globals} startOpen onOpenChange={args.onOpenChange} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a modal dialog named "Add vehicle", 480 px wide at the end edge; the first field has focus. */
export const Open: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, samples.title) });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(sampleOf(globals, samples.description));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: sampleOf(globals, samples.registration) }),
      ).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: m['ui.drawer.close'] })).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(480);
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};

/** Opens the drawer from its opener and waits for focus on the first field. */
async function openDrawer(canvasElement: HTMLElement, globals: Globals) {
  const opener = within(canvasElement).getByRole('button', { name: sampleOf(globals, samples.title) });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, samples.title) });
  const registration = within(dialog).getByRole('textbox', {
    name: sampleOf(globals, samples.registration),
  });
  await waitFor(() => expect(registration).toHaveFocus());
  return { opener, dialog, registration };
}

/** The form from the opener: Save closes at once, although something was typed; Tab stays inside. */
export const WithForm: Story = {
  render: (args, { globals }) => (
    <AddVehicle globals={globals} startOpen={false} onOpenChange={args.onOpenChange} onSave={fn()} />
  ),
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const first = await openDrawer(canvasElement, globals);
    await userEvent.type(first.registration, 'CD67890');
    await userEvent.click(
      within(first.dialog).getByRole('button', { name: sampleOf(globals, samples.save) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(first.opener).toHaveFocus());

    // Again: Registration, Make, Model, Cancel, Save, then round to the close button and back.
    const { dialog, registration } = await openDrawer(canvasElement, globals);
    await expect(registration).toHaveValue('');
    await userEvent.type(registration, 'AB12345');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: sampleOf(globals, samples.cancel) }),
    ).toHaveFocus();
    await userEvent.tab();
    const save = within(dialog).getByRole('button', { name: sampleOf(globals, samples.save) });
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: m['ui.drawer.close'] })).toHaveFocus(),
    );
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(save).toHaveFocus());
    await expect(registration).toHaveValue('AB12345');
  },
};

/**
 * Unsaved changes: Escape asks "Discard unsaved changes?"; Keep Editing keeps the text, Cancel
 * asks again and Discard closes. It ends with the question asked a third time.
 */
export const DirtyCloseAsks: Story = {
  render: (args, { globals }) => (
    <AddVehicle globals={globals} startOpen={false} onOpenChange={args.onOpenChange} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    const { opener, dialog, registration } = await openDrawer(canvasElement, globals);
    await userEvent.type(registration, 'AB12345');

    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: m['ui.drawer.discardTitle'] });
    await expect(confirm).toHaveAccessibleDescription(m['ui.drawer.discardMessage']);
    const keep = within(confirm).getByRole('button', { name: m['ui.drawer.keepEditing'] });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: sampleOf(globals, samples.title) })).toBeVisible();
    await expect(registration).toHaveValue('AB12345');
    await waitFor(() => expect(registration).toHaveFocus());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

    // Cancel asks the same question; this time Discard.
    await userEvent.click(within(dialog).getByRole('button', { name: sampleOf(globals, samples.cancel) }));
    const again = await screen.findByRole('alertdialog', { name: m['ui.drawer.discardTitle'] });
    await userEvent.click(within(again).getByRole('button', { name: m['ui.drawer.discard'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());

    // The question as a reviewer sees it.
    const reopened = await openDrawer(canvasElement, globals);
    await userEvent.type(reopened.registration, 'AB12345');
    await userEvent.keyboard('{Escape}');
    const third = await screen.findByRole('alertdialog', { name: m['ui.drawer.discardTitle'] });
    await waitFor(() =>
      expect(within(third).getByRole('button', { name: m['ui.drawer.keepEditing'] })).toHaveFocus(),
    );
  },
};

/** In a 360 px wide window the drawer takes the full width. */
export const Narrow: Story = {
  render: (_args, { globals }) => <NarrowStage globals={globals} width={360} />,
  play: async ({ canvasElement, globals }) => {
    const frame = within(canvasElement).getByTestId('phone-frame');
    const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, samples.title) });
    await expect(frame).toContainElement(dialog);
    const frameBox = frame.getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    // The frame's 1 px border on each side.
    await expect(box.width).toBe(frameBox.width - 2);
    await expect(within(dialog).getByRole('button', { name: sampleOf(globals, samples.save) })).toBeVisible();
  },
};

/**
 * In a 560 px wide window (wider than the drawer's 480 px, up to 600 px: a phone on its side) the
 * drawer takes the full width too, rather than leaving a sliver of the page beside it.
 */
export const NarrowLandscape: Story = {
  render: (_args, { globals }) => <NarrowStage globals={globals} width={560} />,
  play: Narrow.play,
};

/** A form drawer in the dark theme (axe checks its contrast). */
export const WithFormDark: Story = darkVariant(WithForm);

/**
 * What floats from inside a drawer floats above it (the drawer's layer + 1): the date picker,
 * a menu, a combobox's choices and a tooltip are on top where the pointer reaches them, and a
 * day, an item and an option are chosen with the mouse.
 */
export const FloatingAboveTheDrawer: Story = {
  args: { onOpenChange: fn() },
  render: (args, { globals }) => <TaskDrawer globals={globals} onAction={args.onOpenChange!} />,
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    const locale = localeOf(globals);
    const drawer = await screen.findByRole('dialog', { name: sampleOf(globals, samples.taskTitle) });
    const drawerZ = Number(getComputedStyle(drawer.parentElement!).zIndex);

    // The date picker: opened and a day chosen with the mouse.
    await userEvent.click(within(drawer).getByRole('button', { name: m['ui.calendar.chooseDate'] }));
    const picker = await screen.findByRole('dialog', { name: m['ui.calendar.chooseDate'] });
    await expect(Number(getComputedStyle(picker).zIndex)).toBeGreaterThan(drawerZ);
    await expectOnTop(picker);
    const day = new Date(2025, 0, 20);
    const dayCell = within(picker).getByRole('gridcell', {
      name: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(day),
    });
    await expectOnTop(dayCell);
    await userEvent.click(dayCell);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: m['ui.calendar.chooseDate'] })).toBeNull(),
    );
    await expect(
      within(drawer).getByRole('textbox', { name: sampleOf(globals, fieldSamples.dueDate) }),
    ).toHaveValue(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(day));
    await expect(drawer).toBeVisible();

    // The combobox's choices: on top, and one chosen with the mouse.
    const combobox = within(drawer).getByRole('combobox', { name: sampleOf(globals, samples.vehicle) });
    await userEvent.click(combobox);
    const list = await screen.findByRole('listbox', { name: sampleOf(globals, samples.vehicle) });
    await expectOnTop(list);
    await userEvent.click(within(list).getByRole('option', { name: /CD 23 456/ }));
    await expect(combobox).toHaveValue('CD 23 456');

    // A menu: on top, and an item chosen with the mouse.
    await userEvent.click(within(drawer).getByRole('button', { name: sampleOf(globals, samples.actions) }));
    const menu = await screen.findByRole('menu');
    await expectOnTop(menu);
    await userEvent.click(within(menu).getByRole('menuitem', { name: sampleOf(globals, samples.markDone) }));
    await expect(args.onOpenChange).toHaveBeenCalledWith('done');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // A tooltip: on top of the drawer.
    await userEvent.hover(within(drawer).getByRole('button', { name: sampleOf(globals, samples.help) }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(sampleOf(globals, samples.helpText));
    await expectOnTop(tooltip);
    await expect(screen.getByRole('dialog', { name: sampleOf(globals, samples.taskTitle) })).toBeVisible();
  },
};
