import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { loadMessages } from '../i18n/loadMessages';
import { createRuntime } from '../runtime';
import { bootWith, ControlledWebSocket, demoUsers, fakeBroadcastChannel } from '../test-utils/fakes';
import { ConnectionBanner } from './ConnectionBanner';

afterEach(() => {
  ControlledWebSocket.instances = [];
});

async function renderBanner(locale: 'en' | 'da' = 'en') {
  const runtime = createRuntime(bootWith(demoUsers.manager, 'en'), {
    WebSocket: ControlledWebSocket as unknown as typeof WebSocket,
    BroadcastChannel: fakeBroadcastChannel(),
  });
  render(
    <AppProviders runtime={runtime} messages={await loadMessages(locale)}>
      <ConnectionBanner />
    </AppProviders>,
  );
  return runtime;
}

/** The banner's live region (the toast region's polite one is on the page too). */
const connectionStatus = () =>
  screen.getAllByRole('status').find((region) => region.hasAttribute('data-connection'))!;

const lastSocket = () => ControlledWebSocket.instances.at(-1)!;

describe('ConnectionBanner', () => {
  it('stays silent while connecting and connected, speaks while down, and clears when back', async () => {
    const runtime = await renderBanner();
    const region = connectionStatus();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await vi.waitFor(() => expect(ControlledWebSocket.instances).toHaveLength(1));
    act(() => lastSocket().accept());
    await vi.waitFor(() => expect(region).toHaveAttribute('data-connection', 'open'));
    expect(region).toBeEmptyDOMElement();

    act(() => lastSocket().drop());
    await vi.waitFor(() =>
      expect(region).toHaveTextContent('The connection to the server was lost. Reconnecting…'),
    );

    // The client tries again by itself (backoff with jitter), and this time the server answers.
    await vi.waitFor(() => expect(ControlledWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    act(() => lastSocket().accept());
    await vi.waitFor(() => expect(region).toBeEmptyDOMElement());
    expect(region).toHaveAttribute('data-connection', 'open');
    runtime.connection.close();
    runtime.dispose();
  });

  it('speaks the active language', async () => {
    const runtime = await renderBanner('da');
    await vi.waitFor(() => expect(ControlledWebSocket.instances).toHaveLength(1));
    act(() => lastSocket().drop());
    await vi.waitFor(() =>
      expect(connectionStatus()).toHaveTextContent('Forbindelsen til serveren blev afbrudt.'),
    );
    runtime.connection.close();
    runtime.dispose();
  });
});
