import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Menu, MenuItem, MenuItemRadio, MenuSeparator } from './Menu';

function Fixture({ onSelect = () => {} }: { onSelect?: (what: string) => void }) {
  const [language, setLanguage] = useState('en');
  return (
    <>
      <Menu label="Edit">
        <MenuItem label="Undo" onSelect={() => onSelect('undo')} />
        <MenuItem label="Redo" onSelect={() => onSelect('redo')} />
        <Menu label="Language">
          <MenuItemRadio
            label="English"
            lang="en"
            checked={language === 'en'}
            onSelect={() => setLanguage('en')}
          />
          <MenuItemRadio
            label="Dansk"
            lang="da"
            checked={language === 'da'}
            onSelect={() => setLanguage('da')}
          />
          <MenuItemRadio
            label="Deutsch"
            lang="de"
            checked={language === 'de'}
            onSelect={() => setLanguage('de')}
          />
        </Menu>
        <MenuSeparator />
        <MenuItem label="Delete" onSelect={() => onSelect('delete')} />
      </Menu>
      <button type="button">After</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Edit' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const radio = (name: string) => screen.getByRole('menuitemradio', { name });

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>, key = '{Enter}') {
  trigger().focus();
  await user.keyboard(key);
  const menu = await screen.findByRole('menu', { name: 'Edit' });
  // Opened from the keyboard, focus moves onto an item (in a frame).
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
}

describe('Menu', () => {
  it('is a closed menu button until clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(await screen.findByRole('menu', { name: 'Edit' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Undo',
      'Redo',
      'Language',
      'Delete',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it.each([
    ['Enter', '{Enter}', 'Undo'],
    ['Space', ' ', 'Undo'],
    ['ArrowDown', '{ArrowDown}', 'Undo'],
    ['ArrowUp', '{ArrowUp}', 'Delete'],
  ])('opens on %s (%s) and focuses %s', async (_key, key, focused) => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user, key);
    await waitFor(() => expect(item(focused)).toHaveFocus());
  });

  it('moves with the arrows (looping) and Home/End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user);
    await waitFor(() => expect(item('Undo')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Redo')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Language')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Undo')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Undo')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
  });

  it('jumps to the item whose label starts with the typed letters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user);
    await waitFor(() => expect(item('Undo')).toHaveFocus());
    await user.keyboard('d');
    expect(item('Delete')).toHaveFocus();
  });

  it('opens a submenu with ArrowRight and closes it with ArrowLeft, focus back on its item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Language')).toHaveFocus();
    expect(item('Language')).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menu', { name: 'Language' })).toBeInTheDocument();
    await waitFor(() => expect(radio('English')).toHaveFocus());
    expect(item('Language')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Language' })).not.toBeInTheDocument());
    expect(item('Language')).toHaveFocus();
    expect(screen.getByRole('menu', { name: 'Edit' })).toBeInTheDocument();
  });

  it('opens a submenu with Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user);
    await user.keyboard('{End}{ArrowUp}');
    expect(item('Language')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(radio('English')).toHaveFocus());
  });

  it('closes one level per Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(radio('English')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Language' })).not.toBeInTheDocument());
    expect(screen.getByRole('menu', { name: 'Edit' })).toBeInTheDocument();
    await waitFor(() => expect(item('Language')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('runs the chosen item, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<Fixture onSelect={onSelect} />);
    await openWithKeyboard(user);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('redo');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  // Chosen by keyboard: jsdom has no layout, so the submenu's hover safe polygon cannot be
  // exercised here (the RadioChoice story does it with the mouse in Chromium).
  it('closes the whole tree on a choice in a submenu, and the choice is checked next time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    const openLanguages = async () => {
      await openWithKeyboard(user);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
      await waitFor(() => expect(radio('English')).toHaveFocus());
    };
    await openLanguages();
    expect(radio('English')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Dansk')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Dansk')).toHaveAttribute('lang', 'da');
    await user.keyboard('{ArrowDown}');
    expect(radio('Dansk')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await openLanguages();
    expect(radio('Dansk')).toHaveAttribute('aria-checked', 'true');
    expect(radio('English')).toHaveAttribute('aria-checked', 'false');
  }, 15_000);

  it('closes on Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await openWithKeyboard(user);
    await waitFor(() => expect(item('Undo')).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The menu hands focus to its trigger during the keydown; a browser's own Tab action then
    // continues from there to the next element (user-event picks its target before keydown).
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fixture />);
    await user.click(trigger());
    await screen.findByRole('menu');
    await user.click(screen.getByRole('button', { name: 'After' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('takes custom trigger content and keeps the label as its name', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Menu label="Account menu for Åse Ærø" triggerContent={<span>Åse Ærø</span>}>
        <MenuItem label="Sign Out" />
      </Menu>,
    );
    const button = screen.getByRole('button', { name: 'Account menu for Åse Ærø' });
    expect(button).toHaveTextContent('Åse Ærø');
    await user.click(button);
    expect(await screen.findByRole('menu', { name: 'Account menu for Åse Ærø' })).toBeInTheDocument();
  });

  it('lets a host render the whole trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Menu
        label="Options"
        renderTrigger={(props, { open }) => (
          <button {...props} data-testid="own-trigger">
            Options {open ? '(open)' : ''}
          </button>
        )}
      >
        <MenuItem label="Sign Out" />
      </Menu>,
    );
    const button = screen.getByTestId('own-trigger');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(button).toHaveTextContent('Options (open)');
  });
});

describe('Menu open state', () => {
  it('starts open with defaultOpen and reports closing through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Menu label="Edit" defaultOpen onOpenChange={onOpenChange}>
        <MenuItem label="Undo" />
      </Menu>,
    );
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('when controlled, opens and closes only as the owner says', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(
      <Menu label="Edit" open={false} onOpenChange={onOpenChange}>
        <MenuItem label="Undo" />
      </Menu>,
    );
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).toBeNull();

    rerender(
      <Menu label="Edit" open onOpenChange={onOpenChange}>
        <MenuItem label="Undo" />
      </Menu>,
    );
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(item('Undo'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // Still open: the owner has not closed it.
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('takes any content as labels, typeahead matching their textValue', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <Menu label={<strong>Edit</strong>}>
        <MenuItem label={<em>Undo</em>} textValue="Undo" onSelect={() => onSelect('undo')} />
        <MenuItem label={<em>Redo</em>} textValue="Redo" onSelect={() => onSelect('redo')} />
      </Menu>,
    );
    trigger().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Undo')).toHaveFocus());
    await user.keyboard('r');
    await waitFor(() => expect(item('Redo')).toHaveFocus());
    expect(item('Redo').querySelector('em')).not.toBeNull();
  });
});
