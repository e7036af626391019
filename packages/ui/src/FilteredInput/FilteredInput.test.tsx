import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { InputFilterKind } from '../InputFilter/filterText';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { FilteredInput } from './FilteredInput';

function renderInput(kind: InputFilterKind, props: { defaultValue?: string; maxLength?: number } = {}) {
  const onValueChange = vi.fn();
  renderWithProviders(<FilteredInput label="Field" kind={kind} onValueChange={onValueChange} {...props} />);
  return { input: screen.getByRole('textbox', { name: 'Field' }) as HTMLInputElement, onValueChange };
}

function Controlled({ kind, initial }: { kind: InputFilterKind; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FilteredInput label="Field" kind={kind} value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('FilteredInput', () => {
  it.each([
    ['pint', 'a1-2.3b', '123'],
    ['int', '-12a.5', '-125'],
    ['pnum', '3.14x-', '3.14'],
    ['money', '1 234,50kr', '1 234,50'],
    ['num', '-3.5e2', '-3.52'],
    ['hex', '#ff00GZ', 'ff00'],
    ['email', 'ané@eks empel.dk!', 'an@eksempel.dk'],
    ['alpha', 'Åse_Ærø 42!', 'Åse_Ærø'],
    ['alphanum', 'Ærø-42 ü', 'Ærø42ü'],
  ] as const)('%s: typing %j gives %j', async (kind, typed, expected) => {
    const user = userEvent.setup();
    const { input, onValueChange } = renderInput(kind);
    await user.type(input, typed);
    expect(input).toHaveValue(expected);
    expect(onValueChange).toHaveBeenLastCalledWith(expected);
  });

  it('has a visible label that names the input', () => {
    renderInput('pint');
    expect(screen.getByText('Field')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveAttribute('type', 'text');
  });

  it.each([
    ['pint', 'numeric'],
    ['money', 'decimal'],
    ['email', 'email'],
  ] as const)('%s asks for the %s keyboard', (kind, mode) => {
    expect(renderInput(kind).input).toHaveAttribute('inputmode', mode);
  });

  it('pastes only the allowed characters, at the selection, with the caret after them', async () => {
    const user = userEvent.setup();
    const { input, onValueChange } = renderInput('num', { defaultValue: '1299' });
    await user.click(input);
    input.setSelectionRange(1, 3); // "29" selected
    await user.paste('a5b.6c');
    expect(input).toHaveValue('15.69');
    expect(input.selectionStart).toBe(4);
    expect(input.selectionEnd).toBe(4);
    expect(onValueChange).toHaveBeenLastCalledWith('15.69');
  });

  it('lets an all-allowed paste through untouched', async () => {
    const user = userEvent.setup();
    const { input } = renderInput('hex', { defaultValue: 'ab' });
    await user.click(input);
    await user.paste('c0');
    expect(input).toHaveValue('abc0');
  });

  it('ignores a paste with nothing allowed in it', async () => {
    const user = userEvent.setup();
    const { input, onValueChange } = renderInput('pint', { defaultValue: '12' });
    await user.click(input);
    await user.paste('abc');
    expect(input).toHaveValue('12');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('respects maxLength when inserting a filtered paste', async () => {
    const user = userEvent.setup();
    const { input } = renderInput('pint', { defaultValue: '12', maxLength: 4 });
    await user.click(input);
    await user.paste('3x4x5x6');
    expect(input).toHaveValue('1234');
  });

  it('filters dropped text', () => {
    const { input, onValueChange } = renderInput('alpha', { defaultValue: 'ab' });
    input.setSelectionRange(1, 1);
    const drop = createEvent.drop(input, {
      dataTransfer: { getData: (type: string) => (type === 'text/plain' ? 'X1 Y' : '') },
    });
    fireEvent(input, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(input).toHaveValue('aXYb');
    expect(onValueChange).toHaveBeenLastCalledWith('aXYb');
  });

  it('filters a cancelable beforeinput (autocorrect, mobile keyboards) and keeps the caret after the insert', () => {
    const { input } = renderInput('pint', { defaultValue: '15' });
    input.setSelectionRange(1, 1);
    const event = new InputEvent('beforeinput', {
      inputType: 'insertReplacementText',
      data: '2 3',
      bubbles: true,
      cancelable: true,
    });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(input).toHaveValue('1235');
    expect(input.selectionStart).toBe(3);
  });

  it('does not cancel deletions or allowed insertions', () => {
    const { input } = renderInput('pint', { defaultValue: '15' });
    for (const [inputType, data] of [
      ['deleteContentBackward', null],
      ['insertText', '7'],
    ] as const) {
      const event = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it('leaves IME composition alone and filters what it commits', () => {
    const { input, onValueChange } = renderInput('alpha', { defaultValue: 'ab' });
    fireEvent.compositionStart(input);
    const composing = new InputEvent('beforeinput', {
      inputType: 'insertCompositionText',
      data: 'か1',
      bubbles: true,
      cancelable: true,
      isComposing: true,
    });
    input.dispatchEvent(composing);
    expect(composing.defaultPrevented).toBe(false);
    fireEvent.change(input, { target: { value: 'abか1' } });
    expect(input).toHaveValue('abか1'); // not touched mid-composition
    fireEvent.compositionEnd(input, { data: 'か1' });
    expect(input).toHaveValue('abか');
    expect(onValueChange).toHaveBeenLastCalledWith('abか');
  });

  it('filters an autofill or programmatic change and keeps the caret after the same characters', () => {
    const { input, onValueChange } = renderInput('pint');
    input.focus();
    fireEvent.change(input, { target: { value: 'a1b2c3', selectionStart: 4, selectionEnd: 4 } });
    expect(input).toHaveValue('123');
    expect(input.selectionStart).toBe(2);
    expect(onValueChange).toHaveBeenLastCalledWith('123');
  });

  it('works controlled, and shows a controlled value filtered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled kind="int" initial="1x2" />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    expect(input).toHaveValue('12');
    await user.type(input, '3a-');
    expect(input).toHaveValue('123-');
    expect(screen.getByRole('status')).toHaveTextContent('123-');
  });

  it('filters the initial value of an uncontrolled input', () => {
    expect(renderInput('hex', { defaultValue: '#C0FFEE!' }).input).toHaveValue('C0FFEE');
  });

  it('calls the host onChange after filtering', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithProviders(
      <FilteredInput label="Field" kind="pint" onChange={(event) => seen.push(event.currentTarget.value)} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Field' }), '1a2');
    expect(seen).toEqual(['1', '12']);
  });

  it('hands the input element to a ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithProviders(<FilteredInput label="Field" kind="pint" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Field' }));
  });
});
