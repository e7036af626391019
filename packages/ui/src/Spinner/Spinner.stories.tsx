import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Building blocks/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadingWord: Record<string, string> = {
  en: 'Loading…',
  da: 'Indlæser…',
  uk: 'Завантаження…',
  de: 'Wird geladen…',
  fr: 'Chargement…',
};

/** The default spinner: a status announcing "Loading…" in the active language. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(loadingWord[globals.locale as string] ?? loadingWord.en!);
    await expect(status).toBeVisible();
  },
};

/** A spinner that says what it is waiting for. */
export const WithLabel: Story = {
  args: { label: 'Loading vehicles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading vehicles');
  },
};
