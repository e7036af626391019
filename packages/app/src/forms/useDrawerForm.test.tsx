import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDrawerForm, type DrawerFormOptions } from './useDrawerForm';

interface Values {
  name: string;
  plate: string;
}

const initial: Values = { name: '', plate: '' };
const validate = (values: Values) => (values.name ? {} : { name: 'required' });
const serverError = (fieldErrors: Record<string, string> | null) => ({
  data: { code: 'BAD_REQUEST', fieldErrors },
});

function setup(options: Partial<DrawerFormOptions<Values>> = {}) {
  const onSaved = vi.fn();
  const save = vi.fn<(values: Values, version?: number) => Promise<unknown>>(() => Promise.resolve());
  const hook = renderHook((props: Partial<DrawerFormOptions<Values>>) =>
    useDrawerForm<Values>({
      openedFor: 'new',
      initial,
      validate,
      save,
      onSaved,
      fields: ['plate', 'name'],
      message: (field, code) => `${field}: ${code}`,
      ...options,
      ...props,
    }),
  );
  return { ...hook, save, onSaved };
}

describe('useDrawerForm', () => {
  it('refuses to save what its own checks refuse, and lists the errors in the order of the form', async () => {
    const { result, save } = setup({ validate: () => ({ name: 'required', plate: 'invalid' }) });
    await act(() => result.current.submit());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.errorOf('name')).toBe('name: required');
    expect(result.current.summary.map((item) => item.message)).toEqual(['plate: invalid', 'name: required']);
    expect(result.current.summary[0]!.fieldId).toBe(result.current.fieldId('plate'));
    expect(result.current.submitCount).toBe(1);
  });

  it('saves what was typed, then reports it saved', async () => {
    const { result, save, onSaved } = setup();
    act(() => result.current.set('name')('Mette'));
    expect(result.current.dirty).toBe(true);
    await act(() => result.current.submit());
    expect(save).toHaveBeenCalledWith({ name: 'Mette', plate: '' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(result.current.pending).toBe(false);
  });

  it.each([
    [
      'field errors land on their fields, renamed to the form’s',
      serverError({ vehicleId: 'not_found' }),
      { plate: 'not_found' },
      false,
    ],
    ['a failure no field explains says so', new Error('socket closed'), {}, true],
    ['an answer without field errors is such a failure', serverError(null), {}, true],
  ] as const)('when the save fails: %s, and keeps what was typed', async (_case, error, errors, failure) => {
    const { result, onSaved } = setup({
      save: () => Promise.reject(error),
      fromServer: ({ vehicleId, ...rest }) => (vehicleId ? { ...rest, plate: vehicleId } : rest),
    });
    act(() => result.current.set('name')('Mette'));
    await act(() => result.current.submit());
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual(errors);
    expect(result.current.failure).toBe(failure);
    expect(result.current.values.name).toBe('Mette');
    expect(result.current.submitCount).toBe(1);
  });

  it('does not save twice while a save is under way', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setup({ save });
    act(() => result.current.set('name')('Mette'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit());
    finish();
    await act(() => first);
    expect(save).toHaveBeenCalledOnce();
  });

  it('starts again from the initial values on a new opening or for another item', async () => {
    const { result, rerender } = setup({ save: () => Promise.reject(new Error('down')) });
    act(() => result.current.set('name')('Mette'));
    await act(() => result.current.submit());
    rerender({ openedFor: null });
    expect(result.current.values.name).toBe('Mette');
    rerender({ openedFor: 'new' });
    expect(result.current.values).toEqual(initial);
    expect(result.current.failure).toBe(false);
    act(() => result.current.set('name')('Lars'));
    rerender({ openedFor: 'vehicle-2', initial: { name: 'Jonas', plate: 'AB12345' } });
    expect(result.current.values).toEqual({ name: 'Jonas', plate: 'AB12345' });
    expect(result.current.dirty).toBe(false);
  });

  describe('when someone else changed the record meanwhile', () => {
    const opened = { name: 'Jonas', plate: 'AB12345' };
    const theirs = { name: 'Jonas', plate: 'CD23456' };
    const conflict = {
      data: {
        code: 'CONFLICT',
        fieldErrors: null,
        conflict: {
          version: 4,
          changedBy: { id: 'u2', name: 'Lars', surname: 'Poulsen' },
          changedAt: '2026-11-28T09:05:00.000Z',
        },
      },
    };
    // Refuses the save made from version 3, then saves.
    const refusingOnce = () =>
      vi
        .fn<(values: Values, version?: number) => Promise<unknown>>()
        .mockRejectedValueOnce(conflict)
        .mockResolvedValue(undefined);

    async function refused(save: ReturnType<typeof refusingOnce>) {
      const hook = setup({ openedFor: 'v1', initial: opened, version: 3, save });
      act(() => hook.result.current.set('name')('Jonas Kristensen'));
      await act(() => hook.result.current.submit());
      return hook;
    }

    it('keeps what was typed, says who and when, and offers their version once it is here', async () => {
      const save = refusingOnce();
      const { result, rerender, onSaved } = await refused(save);
      expect(save).toHaveBeenCalledWith({ name: 'Jonas Kristensen', plate: 'AB12345' }, 3);
      expect(onSaved).not.toHaveBeenCalled();
      expect(result.current.values.name).toBe('Jonas Kristensen');
      expect(result.current.failure).toBe(false);
      expect(result.current.conflict).toEqual({
        version: 4,
        changedBy: { name: 'Lars', surname: 'Poulsen' },
        changedAt: new Date('2026-11-28T09:05:00.000Z'),
      });
      expect(result.current.theirsLoaded).toBe(false);
      expect(result.current.changedFields).toEqual([]);
      // The record read again: what they changed, and their values on request.
      rerender({ openedFor: 'v1', initial: theirs, version: 4 });
      expect(result.current.theirsLoaded).toBe(true);
      expect(result.current.changedFields).toEqual(['plate']);
      expect(result.current.values.name).toBe('Jonas Kristensen');
      act(() => result.current.takeTheirs());
      expect(result.current.values).toEqual(theirs);
      expect(result.current.conflict).toBeNull();
      await act(() => result.current.submit());
      expect(save).toHaveBeenLastCalledWith(theirs, 4);
      expect(onSaved).toHaveBeenCalledOnce();
    });

    it('saves what was typed over their version only when the person keeps it', async () => {
      const save = refusingOnce();
      const { result, rerender } = await refused(save);
      rerender({ openedFor: 'v1', initial: theirs, version: 4 });
      // Saving again before choosing is made from the version seen: refused again, not overwritten.
      save.mockRejectedValueOnce(conflict);
      await act(() => result.current.submit());
      expect(save).toHaveBeenLastCalledWith({ name: 'Jonas Kristensen', plate: 'AB12345' }, 3);
      act(() => result.current.keepMine());
      expect(result.current.conflict).toBeNull();
      await act(() => result.current.submit());
      expect(save).toHaveBeenLastCalledWith({ name: 'Jonas Kristensen', plate: 'AB12345' }, 4);
    });
  });
});
