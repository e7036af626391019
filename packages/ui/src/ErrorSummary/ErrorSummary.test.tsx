import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';

function Form(props: Partial<ErrorSummaryProps>) {
  return (
    <>
      <ErrorSummary errors={[]} {...props} />
      <input id="make" aria-label="Make" />
      <input id="model" aria-label="Model" />
      <RadioGroup
        id="priority"
        label="Priority"
        options={[
          { value: 'low', label: 'Low' },
          { value: 'high', label: 'High' },
        ]}
      />
    </>
  );
}

const errors = [
  { fieldId: 'model', message: 'Enter the model.' },
  { fieldId: 'make', message: 'Enter the make.' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    renderWithProviders(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the errors in the active language and focuses the first field in page order', async () => {
    const { rerender } = renderWithProviders(<Form />, { locale: 'uk' });
    rerender(<Form errors={errors} />);
    const summary = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: '2 поля потребують виправлення' })).toBeInTheDocument();
    expect(summary).toHaveAccessibleName('2 поля потребують виправлення');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Make' })).toHaveFocus());
  });

  it('moves focus again on a new attempt, not on a re-render', async () => {
    const { rerender } = renderWithProviders(<Form errors={errors} focusKey={1} />);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Make' })).toHaveFocus());
    screen.getByRole('textbox', { name: 'Model' }).focus();
    rerender(<Form errors={[...errors]} focusKey={1} />);
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveFocus();
    rerender(<Form errors={errors} focusKey={2} />);
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveFocus();
  });

  it('links each error to its field, a radio group to its first radio', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Form focus="none" errors={[...errors, { fieldId: 'priority', message: 'Choose a priority.' }]} />,
    );
    // Each link names its field, from the field's label on the page.
    await user.click(await screen.findByRole('link', { name: 'Model: Enter the model.' }));
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Priority: Choose a priority.' }));
    expect(screen.getByRole('radio', { name: 'Low' })).toHaveFocus();
  });

  it('names the field by the label given, in the language’s own form', () => {
    renderWithProviders(
      <Form focus="none" errors={[{ fieldId: 'make', label: 'Marque', message: 'Saisissez la marque.' }]} />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('link', { name: 'Marque\u202f: Saisissez la marque.' })).toBeInTheDocument();
  });

  it('takes focus itself as a named region when asked, with the host title', () => {
    renderWithProviders(<Form focus="summary" title="Check the vehicle" errors={errors} />);
    expect(screen.getByRole('region', { name: 'Check the vehicle' })).toHaveFocus();
  });
});
