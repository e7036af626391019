import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { midWordBreaks } from '../test-utils/lineBreaks';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

type Globals = Record<string, unknown>;

const vehicleLabel: Record<Locale, string> = {
  en: 'Vehicle',
  da: 'Køretøj',
  uk: 'Транспортний засіб',
  de: 'Fahrzeug',
  fr: 'Véhicule',
};
const searchHint: Record<Locale, string> = {
  en: 'Plate, make, model or driver',
  da: 'Nummerplade, mærke, model eller chauffør',
  uk: 'Номерний знак, марка, модель або водій',
  de: 'Kennzeichen, Marke, Modell oder Fahrer',
  fr: 'Immatriculation, marque, modèle ou conducteur',
};
const moreMatch: Record<Locale, string> = {
  en: 'More vehicles match: type more to narrow the list.',
  da: 'Flere køretøjer passer: skriv mere for at indsnævre listen.',
  uk: 'Підходить більше транспортних засобів: уточніть пошук.',
  de: 'Weitere Fahrzeuge passen: Tippen Sie weiter, um die Liste einzugrenzen.',
  fr: 'D’autres véhicules correspondent : précisez la recherche.',
};
const loadFailed: Record<Locale, string> = {
  en: 'The vehicles could not be loaded.',
  da: 'Køretøjerne kunne ikke indlæses.',
  uk: 'Не вдалося завантажити транспортні засоби.',
  de: 'Die Fahrzeuge konnten nicht geladen werden.',
  fr: 'Les véhicules n’ont pas pu être chargés.',
};

const assigneeLabel: Record<Locale, string> = {
  en: 'Assignee',
  da: 'Ansvarlig',
  uk: 'Відповідальний',
  de: 'Zuständig',
  fr: 'Responsable',
};

const register: ComboboxOption[] = [
  { value: 'v1', label: 'AB 12 345', description: 'Ford Transit Custom' },
  { value: 'v2', label: 'CD 23 456', description: 'Volvo FH16' },
  { value: 'v3', label: 'EF 34 567', description: 'Škoda Enyaq' },
  { value: 'v4', label: 'GH 45 678', description: 'Mercedes-Benz Sprinter' },
  { value: 'v5', label: 'JK 56 789', description: 'Volkswagen Crafter' },
];

/** The host searches its register after each pause, as the app asks the server. */
function SearchingHost(props: ComboboxProps) {
  const [query, setQuery] = useState('');
  const matches = register.filter((option) =>
    `${option.label} ${option.description}`.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <Combobox
      {...props}
      options={matches}
      onSearchChange={(text) => {
        props.onSearchChange?.(text);
        setQuery(text);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text field with a list of choices that follow what is typed (the ARIA combobox with a listbox, ' +
          'on Floating UI). The kit does not filter: `onSearchChange` reports the text after a pause and the ' +
          'host passes the matches, so they can come from a server. `loading`, `emptyMessage` and `status` ' +
          '(more matches than shown, a failure) show under the choices.',
      },
    },
  },
  args: { label: 'Vehicle', options: register, onValueChange: fn(), onSearchChange: fn(), delay: 150 },
  render: (args, { globals }) => (
    <SearchingHost
      {...args}
      label={sampleOf(globals, vehicleLabel)}
      placeholder={sampleOf(globals, searchHint)}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('combobox', { name: sampleOf(globals, vehicleLabel) });
const body = () => within(document.body);
/** The text as the matchers read the page: every run of white space (the French U+202F too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Typing searches after a pause; arrow keys move through the matches and Enter chooses. */
export const SearchAndChoose: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const input = field(canvasElement, globals);
    await userEvent.type(input, 'volvo');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('volvo'));
    await waitFor(() => expect(body().getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('v2', register[1]);
    await expect(input).toHaveValue('CD 23 456');
    await expect(body().queryByRole('listbox')).toBeNull();
  },
};

/** Open: the choices with their second line; the chosen one is marked. */
export const Open: Story = {
  args: { defaultValue: 'v3' },
  play: async ({ canvasElement, globals }) => {
    const input = field(canvasElement, globals);
    await userEvent.click(input);
    const list = await body().findByRole('listbox', { name: sampleOf(globals, vehicleLabel) });
    await expect(within(list).getAllByRole('option')).toHaveLength(register.length);
    await expect(within(list).getByRole('option', { name: /EF 34 567/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(list).getByText('Škoda Enyaq')).toBeVisible();
  },
};

/** A value chosen: its text in the field and a clear button that chooses none. */
export const Chosen: Story = {
  args: { defaultValue: 'v1' },
  play: async ({ canvasElement, globals, args }) => {
    const input = field(canvasElement, globals);
    await expect(input).toHaveValue('AB 12 345');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: messagesOf(globals)['ui.combobox.clear'] }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith(null, null);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** The matches on their way: "Loading…". */
export const Loading: Story = {
  render: (args, { globals }) => (
    <Combobox {...args} label={sampleOf(globals, vehicleLabel)} options={[]} loading />
  ),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(field(canvasElement, globals));
    await expect(await body().findByRole('status')).toHaveTextContent(
      messagesOf(globals)['ui.combobox.loading'],
    );
  },
};

/** Nothing matches what was typed. */
export const NoMatches: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(field(canvasElement, globals), 'zz');
    await waitFor(() =>
      expect(body().getByRole('status')).toHaveTextContent(messagesOf(globals)['ui.combobox.empty']),
    );
    await expect(body().queryAllByRole('option')).toHaveLength(0);
  },
};

/** More match than the host shows: its line under the choices. */
export const MoreMatches: Story = {
  render: (args, { globals }) => (
    <Combobox
      {...args}
      label={sampleOf(globals, vehicleLabel)}
      options={register.slice(0, 3)}
      status={sampleOf(globals, moreMatch)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(field(canvasElement, globals));
    await expect(body().getAllByRole('option')).toHaveLength(3);
    await expect(body().getByRole('status')).toHaveTextContent(spaced(sampleOf(globals, moreMatch)));
  },
};

/**
 * People in a list as narrow as the Assign To popover on a phone: an e-mail too long for one line
 * wraps at its "@" or a dot, never after any letter ("…example.co" / "m").
 */
export const PeopleInANarrowList: Story = {
  render: (args, { globals }) => (
    <div style={{ width: 240 }}>
      <Combobox
        {...args}
        label={sampleOf(globals, assigneeLabel)}
        options={[
          { value: 'p1', label: 'Anders Andersen', description: 'anders.andersen@nordlys.example.com' },
          { value: 'p2', label: 'Birgitte Andersen', description: 'birgitte.andersen@nordlys.example.com' },
          { value: 'p3', label: 'Mikkel Andersen', description: 'mikkel.andersen@nordlys.example.com' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('combobox', { name: sampleOf(globals, assigneeLabel) }),
    );
    const options = await body().findAllByRole('option');
    await expect(options).toHaveLength(3);
    for (const option of options) {
      await expect(option).toHaveAccessibleName(expect.stringContaining('@nordlys.example.com'));
      await expect(midWordBreaks(option)).toEqual([]);
    }
  },
};

/** The matches could not be loaded: the host says so in the list. */
export const LoadError: Story = {
  render: (args, { globals }) => (
    <Combobox
      {...args}
      label={sampleOf(globals, vehicleLabel)}
      options={[]}
      status={sampleOf(globals, loadFailed)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(field(canvasElement, globals));
    await expect(body().getByRole('status')).toHaveTextContent(spaced(sampleOf(globals, loadFailed)));
  },
};

/** Disabled: no list, no clear button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'v1' },
  play: async ({ canvasElement, globals }) => {
    await expect(field(canvasElement, globals)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
