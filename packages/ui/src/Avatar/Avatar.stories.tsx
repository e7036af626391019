import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messagesOf } from '../test-utils/storyMessages';
import { Avatar, avatarSizes } from './Avatar';

/** A small inline portrait, so the story needs no network. */
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9fb3c8"/>' +
      '<circle cx="32" cy="24" r="12" fill="#f0f4f8"/><path d="M10 64c2-14 12-22 22-22s20 8 22 22z" fill="#f0f4f8"/></svg>',
  );

const aase = { contact: { name: 'Åse', surname: 'Ærø' }, email: 'aase@example.dk' };

const meta = {
  title: 'Building blocks/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { user: aase, size: 'lg' },
  parameters: {
    docs: {
      description: {
        component:
          'A round picture of a person. Falls back to initials (contact name + surname, else the first two ' +
          'characters of the e-mail, else "U") on a colour derived from the name, when there is no picture ' +
          'or it fails to load. Its accessible name is the person’s name, else e-mail, else "User".',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's picture, once it has loaded. */
export const WithImage: Story = {
  args: { imageUrl: portrait },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Åse Ærø' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'image'));
    await expect(avatar.querySelector('img')).toBeVisible();
    await expect(avatar).not.toHaveTextContent('ÅÆ');
  },
};

/** No picture: the initials of contact name and surname, upper-cased. */
export const InitialsOnly: Story = {
  args: { user: { contact: { name: 'åse', surname: 'ærø' } } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'åse ærø' });
    await expect(avatar).toHaveAttribute('data-status', 'initials');
    await expect(avatar).toHaveTextContent('ÅÆ');
  },
};

/** Cyrillic names keep their letters. */
export const UkrainianName: Story = {
  args: { user: { contact: { name: 'Олена', surname: 'Шевченко' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Олена Шевченко' })).toHaveTextContent('ОШ');
  },
};

/** The picture's URL answers 404: the initials take its place. */
export const ImageFailed: Story = {
  args: { imageUrl: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Åse Ærø' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'initials'));
    await expect(avatar).toHaveTextContent('ÅÆ');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** No name: the first two characters of the e-mail, and the e-mail as its name. */
export const EmailOnly: Story = {
  args: { user: { contact: null, email: 'jens.hansen@example.dk' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'jens.hansen@example.dk' }),
    ).toHaveTextContent('JE');
  },
};

/** Nothing known: "U", named "User" in the active language. */
export const Unknown: Story = {
  args: { user: { contact: { name: '', surname: null }, email: '' } },
  play: async ({ canvasElement, globals }) => {
    const name = messagesOf(globals)['ui.avatar.fallbackName'];
    await expect(within(canvasElement).getByRole('img', { name })).toHaveTextContent(/^U$/);
  },
};

/** Long, double-barrelled names still give two initials inside the circle. */
export const LongNames: Story = {
  args: {
    user: { contact: { name: 'Maximiliane-Charlotte Sophie', surname: 'Østergaard-Rasmussen von Holstein' } },
  },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', {
      name: 'Maximiliane-Charlotte Sophie Østergaard-Rasmussen von Holstein',
    });
    await expect(avatar).toHaveTextContent(/^MØ$/);
    const box = avatar.getBoundingClientRect();
    await expect(box.width).toBe(avatarSizes.lg);
    await expect(box.height).toBe(avatarSizes.lg);
  },
};

/** Every named size, with and without a picture. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16 }}>
      {(Object.keys(avatarSizes) as (keyof typeof avatarSizes)[]).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {(Object.keys(avatarSizes) as (keyof typeof avatarSizes)[]).map((size) => (
        <Avatar key={`image-${size}`} {...args} imageUrl={portrait} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img', { name: 'Åse Ærø' });
    const expected = [...Object.values(avatarSizes), ...Object.values(avatarSizes)];
    await expect(avatars.map((avatar) => avatar.getBoundingClientRect().width)).toEqual(expected);
    await waitFor(() =>
      expect(avatars.slice(4).every((avatar) => avatar.getAttribute('data-status') === 'image')).toBe(true),
    );
  },
};
