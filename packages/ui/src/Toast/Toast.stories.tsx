import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkVariant } from '../test-utils/darkStory';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonGroup } from '../Button';
import { Drawer } from '../Drawer';
import type { Locale } from '../i18n/locales';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { ToastProvider, useToast, type ToastOptions, type ToastProviderProps } from './Toast';

const samples = {
  save: {
    en: 'Save vehicle',
    da: 'Gem køretøj',
    uk: 'Зберегти транспортний засіб',
    de: 'Fahrzeug speichern',
    fr: 'Enregistrer le véhicule',
  },
  saved: {
    en: 'Vehicle saved',
    da: 'Køretøjet er gemt',
    uk: 'Транспортний засіб збережено',
    de: 'Fahrzeug gespeichert',
    fr: 'Véhicule enregistré',
  },
  savedDetail: {
    en: 'AB 12 345 was added to the register.',
    da: 'AB 12 345 er tilføjet til registret.',
    uk: 'AB 12 345 додано до реєстру.',
    de: 'AB 12 345 wurde dem Register hinzugefügt.',
    fr: 'AB 12 345 a été ajouté au registre.',
  },
  failed: {
    en: 'The vehicle could not be saved',
    da: 'Køretøjet kunne ikke gemmes',
    uk: 'Не вдалося зберегти транспортний засіб',
    de: 'Das Fahrzeug konnte nicht gespeichert werden',
    fr: 'Le véhicule n’a pas pu être enregistré',
  },
  failedDetail: {
    en: 'The connection was lost. What you typed is kept; try again.',
    da: 'Forbindelsen blev afbrudt. Det, du har skrevet, er bevaret; prøv igen.',
    uk: 'Звʼязок втрачено. Введене збережено; спробуйте ще раз.',
    de: 'Die Verbindung wurde unterbrochen. Ihre Eingaben bleiben erhalten; versuchen Sie es erneut.',
    fr: 'La connexion a été perdue. Votre saisie est conservée ; réessayez.',
  },
  exported: {
    en: 'Export started',
    da: 'Eksporten er startet',
    uk: 'Експорт розпочато',
    de: 'Export gestartet',
    fr: 'Export lancé',
  },
  stack: { en: 'Show three', da: 'Vis tre', uk: 'Показати три', de: 'Drei zeigen', fr: 'En afficher trois' },
  drawerTitle: {
    en: 'Add vehicle',
    da: 'Tilføj køretøj',
    uk: 'Додати транспортний засіб',
    de: 'Fahrzeug hinzufügen',
    fr: 'Ajouter un véhicule',
  },
  send: {
    en: 'Send now',
    da: 'Send nu',
    uk: 'Надіслати зараз',
    de: 'Jetzt senden',
    fr: 'Envoyer maintenant',
  },
  cancel: { en: 'Cancel', da: 'Annuller', uk: 'Скасувати', de: 'Abbrechen', fr: 'Annuler' },
  saveOnly: { en: 'Save', da: 'Gem', uk: 'Зберегти', de: 'Speichern', fr: 'Enregistrer' },
} satisfies Record<string, Record<Locale, string>>;

type Globals = Record<string, unknown>;

function Trigger({ label, toasts }: { label: string; toasts: ToastOptions[] }) {
  const { show } = useToast();
  return <Button onClick={() => toasts.forEach((toast) => show(toast))}>{label}</Button>;
}

function Demo({
  globals,
  toasts,
  label,
  ...provider
}: ToastProviderProps & { globals: Globals; toasts: ToastOptions[]; label?: string }) {
  return (
    <ToastProvider {...provider}>
      <ButtonGroup>
        <Trigger label={label ?? sampleOf(globals, samples.save)} toasts={toasts} />
      </ButtonGroup>
    </ToastProvider>
  );
}

const success = (globals: Globals, duration?: number): ToastOptions => ({
  title: sampleOf(globals, samples.saved),
  description: sampleOf(globals, samples.savedDetail),
  tone: 'success',
  ...(duration !== undefined ? { duration } : {}),
});
const failure = (globals: Globals): ToastOptions => ({
  title: sampleOf(globals, samples.failed),
  description: sampleOf(globals, samples.failedDetail),
  tone: 'error',
});

/** As toHaveTextContent reads text: runs of white space (also the French narrow no-break space) as one space. */
const words = (text: string) => text.replace(/\s+/g, ' ');

/** The button that shows the toasts; it keeps focus. */
const trigger = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Toasts after an action ("Vehicle saved"): `useToast().show({ title, description, tone, duration })` inside a `ToastProvider`. Success and info are announced politely, errors assertively; nothing takes focus. They go away after 5 s (errors stay until closed), not while the pointer is over them or focus is inside. The stories hold success toasts for a minute so that they are still there to be looked at.',
      },
      story: { inline: false, iframeHeight: 360 },
    },
  },
  render: (_args, { globals }) => <Demo globals={globals} toasts={[success(globals, 60_000)]} />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: a polite status message with a close button; the Save button keeps focus. */
export const Success: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const save = trigger(canvasElement, sampleOf(globals, samples.save));
    await userEvent.click(save);
    const polite = screen.getByRole('status');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(polite).toHaveTextContent(sampleOf(globals, samples.saved)));
    await expect(polite).toHaveTextContent(sampleOf(globals, samples.savedDetail));
    await expect(polite).toHaveTextContent(words(m['ui.toast.success']));
    await expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await expect(save).toHaveFocus();
    await expect(
      within(polite).getByRole('button', {
        name: `${m['ui.toast.dismiss']} ${sampleOf(globals, samples.saved)}`,
      }),
    ).toBeVisible();
    await expect(screen.getByRole('region', { name: m['ui.toast.region'] })).toContainElement(polite);
  },
};

/** Error: announced assertively (role alert); it stays until closed; focus stays put. */
export const Error: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => <Demo globals={globals} toasts={[failure(globals)]} />,
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const save = trigger(canvasElement, sampleOf(globals, samples.save));
    await userEvent.click(save);
    const assertive = screen.getByRole('alert');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(assertive).toHaveTextContent(sampleOf(globals, samples.failed)));
    await expect(assertive).toHaveTextContent(words(m['ui.toast.error']));
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expect(save).toHaveFocus();
  },
};

/** The countdown stops under the pointer and with focus inside, and goes on when they leave; closing the focused toast returns focus. */
export const PausesOnHover: Story = {
  render: (_args, { globals }) => <Demo globals={globals} toasts={[success(globals, 800)]} />,
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const title = sampleOf(globals, samples.saved);
    const save = trigger(canvasElement, sampleOf(globals, samples.save));
    await userEvent.click(save);
    const polite = screen.getByRole('status');
    await waitFor(() => expect(polite).toHaveTextContent(title));
    await userEvent.hover(within(polite).getByText(title));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(polite).toHaveTextContent(title);
    await userEvent.unhover(within(polite).getByText(title));
    await waitFor(() => expect(polite).toBeEmptyDOMElement(), { timeout: 3000 });

    // Again, with focus on the close button (Tab from Save) instead of the pointer.
    await userEvent.click(save);
    await waitFor(() => expect(polite).toHaveTextContent(title));
    await userEvent.unhover(within(polite).getByText(title));
    await userEvent.tab();
    const close = within(polite).getByRole('button', { name: `${m['ui.toast.dismiss']} ${title}` });
    await expect(close).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(polite).toHaveTextContent(title);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(polite).toBeEmptyDOMElement());
    // Closing the toast that had focus hands focus back to where it came from.
    await waitFor(() => expect(save).toHaveFocus());
  },
};

/** Several at once: errors on top (assertive region), then the others in the order shown. */
export const Stack: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => (
    <Demo
      globals={globals}
      label={sampleOf(globals, samples.stack)}
      toasts={[
        success(globals, 60_000),
        { title: sampleOf(globals, samples.exported), tone: 'info', duration: 60_000 },
        failure(globals),
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    await userEvent.click(trigger(canvasElement, sampleOf(globals, samples.stack)));
    const region = screen.getByRole('region', { name: m['ui.toast.region'] });
    await waitFor(() =>
      expect(within(region).getAllByRole('button', { name: new RegExp(m['ui.toast.dismiss']) })).toHaveLength(
        3,
      ),
    );
    await expect(screen.getByRole('alert')).toHaveTextContent(sampleOf(globals, samples.failed));
    await expect(screen.getByRole('status')).toHaveTextContent(sampleOf(globals, samples.exported));
    // Closing one leaves the others.
    await userEvent.click(
      within(region).getByRole('button', {
        name: `${m['ui.toast.dismiss']} ${sampleOf(globals, samples.exported)}`,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).not.toHaveTextContent(sampleOf(globals, samples.exported)),
    );
    await expect(screen.getByRole('status')).toHaveTextContent(sampleOf(globals, samples.saved));
    await expect(screen.getByRole('alert')).toHaveTextContent(sampleOf(globals, samples.failed));
  },
};

/** A box's edges, for comparing where things are on screen. */
const boxOf = (element: Element) => element.getBoundingClientRect();
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * With a drawer open, toasts cover none of its buttons: beside the drawer when the window has
 * room, else (as here, a phone-wide window with a full-width drawer) just above its footer. The
 * error stays with its close button; the information goes away by itself.
 */
export const OverAnOpenDrawer: Story = {
  render: (_args, { globals }) => (
    <ToastProvider>
      <Drawer
        defaultOpen
        title={sampleOf(globals, samples.drawerTitle)}
        footer={
          <>
            <Button variant="secondary">{sampleOf(globals, samples.cancel)}</Button>
            <Button variant="primary">{sampleOf(globals, samples.saveOnly)}</Button>
          </>
        }
      >
        <Trigger
          label={sampleOf(globals, samples.send)}
          toasts={[
            failure(globals),
            { title: sampleOf(globals, samples.exported), tone: 'info', duration: 1500 },
          ]}
        />
      </Drawer>
    </ToastProvider>
  ),
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, samples.drawerTitle) });
    await userEvent.click(within(dialog).getByRole('button', { name: sampleOf(globals, samples.send) }));
    const failed = sampleOf(globals, samples.failed);
    const closeError = await screen.findByRole(
      'button',
      { name: `${m['ui.toast.dismiss']} ${failed}` },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(sampleOf(globals, samples.exported)),
    );
    const region = screen.getByRole('region', { name: m['ui.toast.region'] });
    const buttons = [
      within(dialog).getByRole('button', { name: sampleOf(globals, samples.cancel) }),
      within(dialog).getByRole('button', { name: sampleOf(globals, samples.saveOnly) }),
    ];
    await waitFor(() => {
      for (const button of buttons) expect(overlap(boxOf(region), boxOf(button))).toBe(false);
    });
    // The information goes by itself; the error stays until closed.
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), { timeout: 6000 });
    await expect(screen.getByRole('alert')).toHaveTextContent(failed);
    await userEvent.click(closeError);
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
    await expect(dialog).toBeInTheDocument();
  },
};

/** Three toasts in the dark theme (axe checks their contrast). */
export const StackDark: Story = darkVariant(Stack);
