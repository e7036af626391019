import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Combobox } from '../Combobox/Combobox';
import type { Locale } from '../i18n/locales';
import { sampleOf } from '../test-utils/storyMessages';
import { Popover, type PopoverProps } from './Popover';

const givenNames = [
  'Anders',
  'Birgitte',
  'Casper',
  'Dorthe',
  'Emil',
  'Freja',
  'Gustav',
  'Hanne',
  'Ida',
  'Jens',
];
const surnames = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen'];
/** Fifty people, a list too long for a menu: "Anders Jensen" … "Jens Andersen". */
const people = surnames.flatMap((surname, s) =>
  givenNames.map((name, g) => ({ value: `p${s * 10 + g + 1}`, label: `${name} ${surname}` })),
);

const assign: Record<Locale, string> = {
  en: 'Assign To',
  da: 'Tildel til',
  uk: 'Призначити',
  de: 'Zuweisen an',
  fr: 'Attribuer à',
};
const title: Record<Locale, string> = {
  en: 'Assign “Replace wiper blades”',
  da: 'Tildel “Skift viskerblade”',
  uk: 'Призначити «Замінити щітки склоочисника»',
  de: '„Wischerblätter ersetzen“ zuweisen',
  fr: 'Attribuer « Remplacer les balais d’essuie-glace »',
};
const person: Record<Locale, string> = {
  en: 'Person',
  da: 'Person',
  uk: 'Особа',
  de: 'Person',
  fr: 'Personne',
};

interface DemoArgs extends Pick<PopoverProps, 'placement'> {
  /** Called with the person chosen. */
  onChoose: (value: string | null) => void;
  /** Open at first. */
  defaultOpen?: boolean;
}

/** A button that opens a popover with a search over fifty people; choosing one closes it. */
function Demo({
  onChoose,
  defaultOpen = false,
  placement,
  locale,
}: DemoArgs & { locale: Record<string, unknown> }) {
  const [open, setOpen] = useState(defaultOpen);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const matches = people.filter((option) => option.label.toLowerCase().includes(search.toLowerCase()));
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 480 }}>
      <Button ref={setAnchor} variant="secondary" onClick={() => setOpen(true)}>
        {sampleOf(locale, assign)}
      </Button>
      <Popover
        open={open}
        onOpenChange={setOpen}
        anchor={anchor}
        title={sampleOf(locale, title)}
        placement={placement}
      >
        <Combobox
          label={sampleOf(locale, person)}
          options={matches}
          onSearchChange={setSearch}
          delay={50}
          defaultOpen
          onValueChange={(value) => {
            onChoose(value);
            setOpen(false);
          }}
        />
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Building blocks/Popover',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A small non-modal dialog beside an element, for a quick choice a menu cannot hold: a search over a long list (a Combobox) opened from a row’s menu. Focus moves to its first field and back to the element when it closes; Escape or a press outside closes it. It flips, shifts and is no taller than the viewport allows.',
      },
      story: { inline: false, iframeHeight: 480 },
    },
  },
  args: { onChoose: fn() },
  render: (args, { globals }) => <Demo {...args} locale={globals} />,
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the title names the dialog, focus is in the search and the list shows the first people. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: sampleOf(globals, assign) }));
    const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, title) });
    const field = within(dialog).getByRole('combobox', { name: sampleOf(globals, person) });
    await waitFor(() => expect(field).toHaveFocus());
    const list = await screen.findByRole('listbox', { name: sampleOf(globals, person) });
    await expect(within(list).getAllByRole('option')).toHaveLength(50);
    await expect(dialog).toBeVisible();
    await expect(list).toBeVisible();
  },
};

/** The fortieth of fifty people is found by typing and chosen with Enter; focus goes back to the button. */
export const ChooseTheFortieth: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: sampleOf(globals, assign) });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, title) });
    const field = within(dialog).getByRole('combobox', { name: sampleOf(globals, person) });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'jens ped');
    const option = await screen.findByRole('option', { name: 'Jens Pedersen' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(option).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('p40');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Escape closes the list, then the popover, without a choice; focus goes back to the button. */
export const ClosedByEscape: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: sampleOf(globals, assign) });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: sampleOf(globals, title) });
    const field = within(dialog).getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    await screen.findByRole('listbox');
    // The first Escape closes the list of people, the second the popover.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
