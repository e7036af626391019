import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localeNameIds, supportedLocales, type Locale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import type { Messages } from '../messages/en';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Menu, MenuItem, MenuItemRadio, MenuSeparator, type MenuProps } from './Menu';

interface DemoArgs extends MenuProps {
  /** Called with what was chosen. */
  onChoose: (what: string) => void;
}

/** A menu with three commands, a Language submenu of radio choices, a separator and Sign Out. */
function DemoMenu({ onChoose, label, ...props }: DemoArgs) {
  const t = useKitMessages();
  const [language, setLanguage] = useState<Locale>('en');
  return (
    <Menu {...props} label={label || t('ui.account.menu')}>
      <MenuItem label={t('ui.nav.vehicles')} onSelect={() => onChoose('vehicles')} />
      <MenuItem label={t('ui.nav.tasks')} onSelect={() => onChoose('tasks')} />
      <MenuItem label={t('ui.nav.inspections')} onSelect={() => onChoose('inspections')} />
      <Menu label={t('ui.account.language')}>
        {supportedLocales.map((locale) => (
          <MenuItemRadio
            key={locale}
            label={t(localeNameIds[locale])}
            lang={locale}
            checked={language === locale}
            onSelect={() => {
              setLanguage(locale);
              onChoose(locale);
            }}
          />
        ))}
      </Menu>
      <MenuSeparator />
      <MenuItem label={t('ui.account.signOut')} onSelect={() => onChoose('signOut')} />
    </Menu>
  );
}

const meta = {
  title: 'Building blocks/Menu',
  component: Menu,
  subcomponents: { MenuItem, MenuItemRadio, MenuSeparator },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The kit's menu primitive (Floating UI's nested-menu recipe). The trigger opens it on click, Enter, Space or ArrowDown (ArrowUp: last item); arrows move and loop, Home/End jump, typing jumps to a matching item. A nested `<Menu>` is a submenu that opens to the side on ArrowRight, Enter, Space or hover, and closes with ArrowLeft or Escape, one level at a time. Choosing an item closes the whole tree and returns focus to the trigger. `MenuItemRadio` shows choices with aria-checked and a check mark.",
      },
      story: { inline: false, iframeHeight: 360 },
    },
  },
  // An empty label means "Account" in the story's language.
  args: { label: '', onChoose: fn() },
  render: (args) => <DemoMenu {...args} />,
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the trigger and check it is focused: the way a keyboard user reaches it. */
async function tabToTrigger(name: string) {
  const trigger = screen.getByRole('button', { name });
  await userEvent.tab();
  if (document.activeElement !== trigger) trigger.focus();
  await expect(trigger).toHaveFocus();
  return trigger;
}

/** Closed: only the menu button, announcing a menu popup, collapsed. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: m['ui.account.menu'] });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Open: clicked; the menu lists its items in order, with the submenu item announcing its own popup. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: m['ui.account.menu'] });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: m['ui.account.menu'] });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((el) => el.textContent)).toEqual([
      m['ui.nav.vehicles'],
      m['ui.nav.tasks'],
      m['ui.nav.inspections'],
      m['ui.account.language'],
      m['ui.account.signOut'],
    ]);
    await expect(within(menu).getByRole('menuitem', { name: m['ui.account.language'] })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await expect(menu).toBeVisible();
  },
};

/** Keyboard: Enter opens on the first item, arrows move and loop, Home/End jump, Escape closes and focus is back on the trigger. */
export const KeyboardNavigation: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    const trigger = await tabToTrigger(m['ui.account.menu']);
    await userEvent.keyboard('{Enter}');
    const item = (id: keyof Messages) => screen.getByRole('menuitem', { name: m[id] });
    await waitFor(() => expect(item('ui.nav.vehicles')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('ui.nav.tasks')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(item('ui.account.signOut')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('ui.nav.vehicles')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('ui.account.signOut')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('ui.nav.vehicles')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // ArrowUp opens on the last item.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(item('ui.account.signOut')).toHaveFocus());
    // Tab closes the menu; focus is handed to the trigger during the keydown, so a browser's
    // own Tab continues from there (the simulated Tab here stops at the trigger).
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typeahead: typing the start of an item's name moves focus to it. */
export const Typeahead: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    await tabToTrigger(m['ui.account.menu']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: m['ui.nav.vehicles'] })).toHaveFocus());
    const target = m['ui.nav.inspections'];
    await userEvent.keyboard(target.slice(0, 3));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: target })).toHaveFocus());
  },
};

/** Submenu open: ArrowRight on Language opens the languages to the side, focus on the first. */
export const SubmenuOpen: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    await tabToTrigger(m['ui.account.menu']);
    await userEvent.keyboard('{ArrowDown}');
    const language = screen.getByRole('menuitem', { name: m['ui.account.language'] });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: m['ui.nav.vehicles'] })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(language).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: m['ui.account.language'] });
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(submenu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await expect(within(submenu).getAllByRole('menuitemradio')).toHaveLength(5);
    // It sits to the side of its item, not over it.
    await expect(submenu.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      language.getBoundingClientRect().right - 8,
    );
  },
};

/** ArrowLeft closes the submenu only, with focus back on the Language item. */
export const SubmenuClosedByArrowLeft: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    await tabToTrigger(m['ui.account.menu']);
    // ArrowUp opens the menu on its last item; wait for focus to land there before the next key.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: m['ui.account.signOut'] })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    const language = screen.getByRole('menuitem', { name: m['ui.account.language'] });
    await waitFor(() => expect(language).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(screen.queryByRole('menu', { name: m['ui.account.language'] })).not.toBeInTheDocument(),
    );
    // Focus moves back in the same frame as the submenu unmounts or the one after it.
    await waitFor(() => expect(language).toHaveFocus());
    await expect(screen.getByRole('menu', { name: m['ui.account.menu'] })).toBeVisible();
  },
};

/** Radio choice: Dansk is chosen; the tree closes, focus returns, and Dansk now carries the check mark. */
export const RadioChoice: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: m['ui.account.menu'] });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: m['ui.account.language'] }));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dansk' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith('da');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: m['ui.account.language'] }));
    const dansk = await screen.findByRole('menuitemradio', { name: 'Dansk' });
    await expect(dansk).toHaveAttribute('aria-checked', 'true');
    await expect(dansk).toHaveAttribute('lang', 'da');
    await expect(dansk.querySelector('svg[data-icon="check"]')).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

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
/** Fifty people, more than fit in any viewport: "Anders Jensen" … "Jens Andersen". */
const fiftyPeople = surnames.flatMap((surname) => givenNames.map((name) => `${name} ${surname}`));
const assignTo: Record<Locale, string> = {
  en: 'Assign To',
  da: 'Tildel til',
  uk: 'Призначити',
  de: 'Zuweisen an',
  fr: 'Attribuer à',
};

/** The element's box lies inside the viewport and inside the box of `container`. */
function isShownIn(element: Element, container: Element) {
  const box = element.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  return (
    box.top >= Math.max(frame.top, 0) - 1 &&
    box.bottom <= Math.min(frame.bottom, window.innerHeight) + 1 &&
    box.height > 0
  );
}

/** A menu of fifty people: it is as tall as the viewport allows and scrolls inside itself. */
export const LongMenu: Story = {
  parameters: { docs: { story: { iframeHeight: 480 } } },
  render: ({ onChoose, ...args }, { globals }) => (
    <Menu {...args} label={sampleOf(globals, assignTo)}>
      {fiftyPeople.map((person) => (
        <MenuItem key={person} label={person} onSelect={() => onChoose(person)} />
      ))}
    </Menu>
  ),
  play: async ({ args, canvasElement, globals }) => {
    const label = sampleOf(globals, assignTo);
    const trigger = within(canvasElement).getByRole('button', { name: label });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: label });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(50);
    // Limited to the viewport, scrolling inside itself, and the wheel stays in it.
    await waitFor(() => expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
    await expect(getComputedStyle(menu).overflowY).toBe('auto');
    await expect(getComputedStyle(menu).overscrollBehaviorY).toBe('contain');
    const last = within(menu).getByRole('menuitem', { name: 'Jens Andersen' });
    await expect(isShownIn(last, menu)).toBe(false);
    // The keyboard reaches the last person and scrolls it into view.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(last).toHaveFocus());
    await waitFor(() => expect(isShownIn(last, menu)).toBe(true));
    // Back to the top, then down past what was shown: each step is scrolled into view.
    await userEvent.keyboard('{Home}');
    const first = within(menu).getByRole('menuitem', { name: 'Anders Jensen' });
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(isShownIn(first, menu)).toBe(true));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(last).toHaveFocus());
    await waitFor(() => expect(isShownIn(last, menu)).toBe(true));
    // And a pointer reaches it too: it can be chosen.
    await userEvent.click(last);
    await expect(args.onChoose).toHaveBeenCalledWith('Jens Andersen');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A submenu of fifty people beside a short menu: also limited to the viewport, scrolling, its last item reachable. */
export const LongSubmenu: Story = {
  parameters: { docs: { story: { iframeHeight: 480 } } },
  render: ({ onChoose, label, ...args }, { globals }) => (
    <DemoMenuWithPeople
      {...args}
      label={label}
      assignLabel={sampleOf(globals, assignTo)}
      onChoose={onChoose}
    />
  ),
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    const label = sampleOf(globals, assignTo);
    await tabToTrigger(m['ui.account.menu']);
    await userEvent.keyboard('{ArrowUp}');
    const assign = screen.getByRole('menuitem', { name: label });
    await waitFor(() => expect(assign).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: label });
    await waitFor(() =>
      expect(within(submenu).getByRole('menuitem', { name: 'Anders Jensen' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(submenu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(submenu.scrollHeight).toBeGreaterThan(submenu.clientHeight);
    await userEvent.keyboard('{End}');
    const last = within(submenu).getByRole('menuitem', { name: 'Jens Andersen' });
    await waitFor(() => expect(last).toHaveFocus());
    await waitFor(() => expect(isShownIn(last, submenu)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('Jens Andersen');
  },
};

/** Two commands and an Assign To submenu of fifty people. */
function DemoMenuWithPeople({ onChoose, label, assignLabel, ...props }: DemoArgs & { assignLabel: string }) {
  const t = useKitMessages();
  return (
    <Menu {...props} label={label || t('ui.account.menu')}>
      <MenuItem label={t('ui.nav.vehicles')} onSelect={() => onChoose('vehicles')} />
      <Menu label={assignLabel}>
        {fiftyPeople.map((person) => (
          <MenuItem key={person} label={person} onSelect={() => onChoose(person)} />
        ))}
      </Menu>
    </Menu>
  );
}
