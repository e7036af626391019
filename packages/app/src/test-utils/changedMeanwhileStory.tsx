import type { MessageValues } from '@vognpark/ui';
import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AppMessageId } from '../messages/en';
import { appTextOf, changedMeanwhile, openedDialog } from './appStories';

/** A field's or button's label: a message, or a message with its values. */
type Label = AppMessageId | readonly [AppMessageId, MessageValues];

/** A function component (every form drawer is one), whatever its props. */
type DrawerComponent = (props: never) => ReactNode;

export interface ChangedMeanwhileSpec<Drawer extends DrawerComponent> {
  /** The drawer under test: it takes the record, `onSave(values, version)` and `onOpenChange`. */
  Drawer: Drawer;
  /** The prop that holds the record the drawer edits. */
  recordProp: keyof Parameters<Drawer>[0] & string;
  /** The record as it was opened here (version 3), and as Lars saved it meanwhile (version 4). */
  opened: unknown;
  changed: unknown;
  /** The text field the person types into, what they type, and whether it is emptied first. */
  field: Label;
  typed: string;
  clear?: boolean;
  /** What the field holds after typing, when it was not emptied first. Default: `typed`. */
  kept?: string;
  /** The field Lars changed, which the banner names. */
  changedField: Label;
  /** The drawer's save button. Default: the forms' Save. */
  saveButton?: Label;
  /** What the second save carries beside version 4 (asymmetric matchers allowed). */
  saved: Record<string, unknown>;
}

/** What the story's functions use of the drawer's args. */
interface DrawerArgs {
  onSave: (values: unknown, version?: number) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}

const textOf = (globals: Record<string, unknown>, label: Label): string =>
  typeof label === 'string' ? appTextOf(globals, label) : appTextOf(globals, label[0], label[1]);

/**
 * The page's part in the drawer's conflict: after a refusal it reads the record again and hands
 * the newer one to the drawer, as the pages' `useLatest*` hooks do.
 */
function RereadingDrawer({
  spec,
  drawerArgs,
}: {
  spec: ChangedMeanwhileSpec<DrawerComponent>;
  drawerArgs: DrawerArgs;
}) {
  const [record, setRecord] = useState(spec.opened);
  // Any drawer of the spec's kind: its own props come from the story's args.
  const Drawer = spec.Drawer as unknown as ComponentType<Record<string, unknown>>;
  const onSave = async (values: unknown, version?: number) => {
    try {
      await drawerArgs.onSave(values, version);
    } catch (error) {
      setTimeout(() => setRecord(spec.changed), 50);
      throw error;
    }
  };
  return <Drawer {...drawerArgs} {...{ [spec.recordProp]: record }} onSave={onSave} />;
}

/**
 * A drawer's `ChangedMeanwhile` story: someone else (Lars Poulsen) saved the record while it was
 * open here. The save is refused; the drawer says who and when, keeps what was typed, names what
 * Lars changed, and saves over it (with the newer version) only when the person keeps their own
 * changes.
 */
export function changedMeanwhileStory<Drawer extends DrawerComponent>(spec: ChangedMeanwhileSpec<Drawer>) {
  const generic = spec as unknown as ChangedMeanwhileSpec<DrawerComponent>;
  return {
    args: {
      onSave: fn(async (_values: unknown, version?: number) => {
        if (version !== 4) throw changedMeanwhile;
      }),
    },
    render: (args: object) => <RereadingDrawer spec={generic} drawerArgs={args as DrawerArgs} />,
    play: async ({ globals, args: storyArgs }: { globals: Record<string, unknown>; args: object }) => {
      const args = storyArgs as DrawerArgs;
      const dialog = await openedDialog();
      const field = within(dialog).getByRole('textbox', { name: textOf(globals, spec.field) });
      if (spec.clear) await userEvent.clear(field);
      await userEvent.type(field, spec.typed);
      const save = () =>
        userEvent.click(
          within(dialog).getByRole('button', { name: textOf(globals, spec.saveButton ?? 'app.form.save') }),
        );
      await save();
      const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
      await expect(alert).toHaveTextContent('Lars Poulsen');
      const fields = appTextOf(globals, 'app.form.conflict.fields', {
        fields: textOf(globals, spec.changedField),
      });
      await waitFor(() => expect(alert).toHaveTextContent(fields), { timeout: 10_000 });
      await expect(field).toHaveValue(spec.kept ?? spec.typed);
      await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
      await expect(
        within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.takeTheirs') }),
      ).toBeEnabled();
      await userEvent.click(
        within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.keepMine') }),
      );
      await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
      await save();
      await waitFor(() =>
        expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining(spec.saved), 4),
      );
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 10_000 });
    },
  };
}
