import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkVariant } from '../test-utils/darkStory';
import { useState, type FormEvent } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import type { Locale } from '../i18n/locales';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { TextField } from '../TextField';
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
const PhoneFrame = styled.div`
  position: relative;
  width: 360px;
  height: 560px;
  overflow: hidden;
  transform: translateZ(0);
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

function NarrowStage({ globals }: { globals: Globals }) {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  return (
    <PhoneFrame ref={setFrame} data-testid="phone-frame">
      {frame && <AddVehicle globals={globals} startOpen portalRoot={frame} />}
    </PhoneFrame>
  );
}

const meta = {
  title: 'Layout/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A side sheet for creating and editing. A modal dialog named by its title and described by its description; focus moves to the first field, is trapped, and returns to the opener. Escape, the close button and the backdrop close it; with `dirty` they ask "Discard unsaved changes?" first. Full width below 600 px.',
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
  render: (_args, { globals }) => <NarrowStage globals={globals} />,
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

/** A form drawer in the dark theme (axe checks its contrast). */
export const WithFormDark: Story = darkVariant(WithForm);
