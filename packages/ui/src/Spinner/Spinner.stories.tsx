import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Spinner } from './Spinner';

const meta = {
  title: 'Building blocks/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a host page might be waiting for, in each story language (the glossary's "vehicle"). */
const loadingVehicles = {
  en: 'Loading vehicles…',
  da: 'Indlæser køretøjer…',
  uk: 'Завантаження транспортних засобів…',
  de: 'Fahrzeuge werden geladen…',
  fr: 'Chargement des véhicules…',
};

/** The default spinner: a status announcing "Loading…" in the active language. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(messagesOf(globals)['ui.spinner.loading']);
    await expect(status).toBeVisible();
  },
};

/** A spinner that says what it is waiting for, in the story's language. */
export const WithLabel: Story = {
  render: (args, { globals }) => (
    <Spinner {...args} label={args.label ?? sampleOf(globals, loadingVehicles)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(sampleOf(globals, loadingVehicles));
    await expect(status).not.toHaveTextContent(messagesOf(globals)['ui.spinner.loading']);
  },
};
