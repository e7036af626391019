import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localeNameIds, type Locale } from '../i18n/locales';
import type { Messages } from '../messages/en';
import { localeOf, messagesOf } from '../test-utils/storyMessages';
import { LocaleSwitcher, type LocaleSwitcherProps } from './LocaleSwitcher';

/** The button's name in the story's language for the given current language. */
const buttonName = (m: Messages, locale: Locale) =>
  m['ui.account.languageCurrent'].replace('{language}', m[localeNameIds[locale]]);

/** Keeps the chosen language, as a login page would until it reloads in that language. */
function StatefulSwitcher({ locale, onLocaleChange, ...props }: LocaleSwitcherProps) {
  const [current, setCurrent] = useState(locale);
  return (
    <LocaleSwitcher
      {...props}
      locale={current}
      onLocaleChange={(next) => {
        setCurrent(next);
        onLocaleChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/LocaleSwitcher',
  component: LocaleSwitcher,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The language list as a standalone menu button, for pages without a sidebar (the login page). The button shows the current language in its own name ("Language: Dansk" to assistive technology); the menu lists the five languages as radio items with a check mark on the current one. It only calls `onLocaleChange(locale)`: storing the choice and reloading are the host\'s job.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
  args: { locale: 'en', onLocaleChange: fn() },
  // The current language follows the story's language, as on a login page.
  render: (args, { globals }) => <StatefulSwitcher {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof LocaleSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a menu button naming the current language. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const locale = localeOf(globals);
    const button = within(canvasElement).getByRole('button', { name: buttonName(m, locale) });
    await expect(button).toHaveTextContent(m[localeNameIds[locale]]);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Open (by keyboard): the five languages in their own names, the current one checked. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const locale = localeOf(globals);
    const button = within(canvasElement).getByRole('button', { name: buttonName(m, locale) });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: buttonName(m, locale) });
    const radios = within(menu).getAllByRole('menuitemradio');
    await expect(radios.map((el) => el.textContent)).toEqual([
      'English',
      'Dansk',
      'Українська',
      'Deutsch',
      'Français',
    ]);
    await waitFor(() => expect(radios[0]).toHaveFocus());
    const current = within(menu).getByRole('menuitemradio', { name: m[localeNameIds[locale]] });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await expect(current).toHaveAttribute('lang', locale);
    await expect(within(menu).getAllByRole('menuitemradio', { checked: true })).toHaveLength(1);
  },
};

/** Chosen: Українська is picked; onLocaleChange('uk') and the button now shows it. */
export const Chosen: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    const locale = localeOf(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: buttonName(m, locale) }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Українська' }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('uk');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const button = within(canvasElement).getByRole('button', { name: buttonName(m, 'uk') });
    await expect(button).toHaveTextContent('Українська');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
