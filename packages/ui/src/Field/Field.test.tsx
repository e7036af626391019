import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Field, fieldIds } from './Field';

describe('fieldIds', () => {
  it.each([
    [{ description: false, error: false }, undefined],
    [{ description: true, error: false }, 'f-description'],
    [{ description: false, error: true }, 'f-error'],
    [{ description: true, error: true }, 'f-description f-error'],
    [{ description: true, error: true, describedBy: 'hint' }, 'f-description f-error hint'],
  ])('%j describes the control by %j', (parts, describedBy) => {
    expect(fieldIds('f', parts).describedBy).toBe(describedBy);
  });
});

describe('Field', () => {
  it('ties label, description and error to the control it renders', () => {
    renderWithProviders(
      <Field
        label="Odometer"
        description="In whole kilometres."
        error="Lower than the last reading."
        required
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Odometer' });
    expect(input).toHaveAccessibleDescription('In whole kilometres. Lower than the last reading.');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
  });

  it('is neither invalid nor required when not told', () => {
    renderWithProviders(<Field label="Notes">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Notes' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a hidden label as the accessible name and uses the given id', () => {
    renderWithProviders(
      <Field label="Search" labelHidden id="q">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('id', 'q');
  });
});
