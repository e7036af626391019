import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from '../Drawer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ToastProvider, toastItemPart, useToast, type ToastApi, type ToastProviderProps } from './Toast';

const captured: { api?: ToastApi } = {};
function Capture() {
  const toast = useToast();
  useEffect(() => {
    captured.api = toast;
  }, [toast]);
  return <button type="button">Save</button>;
}
const api = {
  show: (options: Parameters<ToastApi['show']>[0]) => captured.api!.show(options),
  dismiss: (id: string) => captured.api!.dismiss(id),
};
function renderProvider(props: Partial<ToastProviderProps> = {}) {
  return renderWithProviders(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
}
const show = (options: Parameters<ToastApi['show']>[0]) => {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
};

describe("ToastProvider, before the toasts' code has loaded", () => {
  it('shows a toast shown before then as soon as the code is there, announced in its region', async () => {
    expect(toastItemPart.current()).toBeNull();
    renderProvider();
    show({ title: 'Vehicle saved', tone: 'success' });
    expect(await screen.findByText('Vehicle saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Success: Vehicle saved');
    expect(screen.getByRole('button', { name: 'Dismiss Vehicle saved' })).toBeInTheDocument();
  });
});

describe('ToastProvider', () => {
  beforeAll(() => toastItemPart.load());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts success and info in the polite region and errors in the assertive one', () => {
    renderProvider();
    show({ title: 'Vehicle saved', tone: 'success' });
    show({ title: 'Export started' });
    show({ title: 'Save failed', tone: 'error' });
    expect(screen.getByRole('status')).toHaveTextContent('Success: Vehicle saved');
    expect(screen.getByRole('status')).toHaveTextContent('Information: Export started');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Save failed');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Vehicle saved');
  });

  it('never moves focus', () => {
    renderProvider();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    show({ title: 'Vehicle saved', tone: 'success' });
    expect(save).toHaveFocus();
  });

  it('dismisses success after the duration, and keeps errors until closed', () => {
    renderProvider({ duration: 3000 });
    show({ title: 'Vehicle saved', tone: 'success' });
    show({ title: 'Save failed', tone: 'error' });
    act(() => void vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Vehicle saved');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Save failed' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('pauses while the pointer is over the toasts or focus is inside', () => {
    renderProvider({ duration: 1000 });
    show({ title: 'Vehicle saved', tone: 'success' });
    const region = screen.getByRole('region', { name: 'Messages' });
    fireEvent.pointerEnter(region);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Vehicle saved');
    fireEvent.pointerLeave(region);
    const close = screen.getByRole('button', { name: 'Dismiss Vehicle saved' });
    act(() => close.focus());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Vehicle saved');
    act(() => close.blur());
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hands focus back when the toast that has it is closed', () => {
    renderProvider();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    show({ title: 'Vehicle saved', tone: 'success' });
    const close = screen.getByRole('button', { name: 'Dismiss Vehicle saved' });
    act(() => close.focus());
    fireEvent.click(close);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(save).toHaveFocus();
  });

  it('shows at most `max`, dropping the oldest, and dismisses by id', () => {
    renderProvider({ max: 2 });
    show({ title: 'First' });
    const second = show({ title: 'Second' });
    show({ title: 'Third' });
    const status = screen.getByRole('status');
    expect(status).not.toHaveTextContent('First');
    expect(status).toHaveTextContent('Second');
    act(() => api.dismiss(second));
    expect(status).not.toHaveTextContent('Second');
    expect(status).toHaveTextContent('Third');
  });

  it('names the region and buttons in the active language', () => {
    renderWithProviders(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
      { locale: 'da' },
    );
    show({ title: 'Køretøjet er gemt', tone: 'success' });
    expect(screen.getByRole('region', { name: 'Beskeder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Luk Køretøjet er gemt' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Udført: Køretøjet er gemt');
  });

  it('stays usable and announced while a modal drawer makes the page inert', async () => {
    vi.useRealTimers();
    renderWithProviders(
      <ToastProvider>
        <Capture />
        <Drawer defaultOpen title="Add vehicle">
          <input aria-label="Registration" />
        </Drawer>
      </ToastProvider>,
    );
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Registration' })).toHaveFocus());
    expect(
      screen.getByRole('button', { name: 'Save', hidden: true }).closest('[inert],[aria-hidden="true"]'),
    ).not.toBeNull();
    show({ title: 'Save failed', tone: 'error' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Save failed');
    expect(alert.closest('[inert],[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Registration' })).toHaveFocus();
  });

  it('useToast outside a provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<Capture />)).toThrow(/inside a <ToastProvider>/);
  });
});
