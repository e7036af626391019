import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InputFilterKind } from '../InputFilter/filterText';
import { inputFilterKinds } from '../InputFilter/filterText';
import { FilteredInput } from './FilteredInput';

// Demo labels: the host names its own fields; the component has no strings of its own.
const demoLabels: Record<InputFilterKind, string> = {
  pint: 'Positive integer',
  int: 'Integer',
  pnum: 'Positive number',
  money: 'Amount',
  num: 'Number',
  hex: 'Hex colour',
  email: 'E-mail',
  alpha: 'Letters',
  alphanum: 'Letters and digits',
};

const meta = {
  title: 'Building blocks/FilteredInput',
  component: FilteredInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input that accepts only the characters of one of the nine filter kinds ' +
          '(DESIGN.md "Input filters"). Typing, paste, drop, autocorrect and mobile/IME input are filtered; ' +
          'a paste keeps its allowed characters in order and leaves the caret right after them. ' +
          'Built on `useInputFilter(kind)`, which returns the props for any `<input>`.',
      },
    },
  },
  args: { kind: 'pint', label: demoLabels.pint, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilteredInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that types `typed` into a `kind` input and expects `expected`. */
function typingStory(kind: InputFilterKind, typed: string, expected: string): Story {
  return {
    args: { kind, label: demoLabels[kind] },
    play: async ({ canvasElement, args }) => {
      const input = within(canvasElement).getByRole('textbox', { name: demoLabels[kind] });
      await userEvent.type(input, typed);
      await expect(input).toHaveValue(expected);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expected);
    },
  };
}

/** `pint`: digits only. Typing "a1-2.3b" leaves "123". */
export const Pint = typingStory('pint', 'a1-2.3b', '123');

/** `int`: digits and "-". */
export const Int = typingStory('int', '-12a.5', '-125');

/** `pnum`: digits and ".". */
export const Pnum = typingStory('pnum', '3.14x-', '3.14');

/** `money`: digits, ".", "," and space. */
export const Money = typingStory('money', '1 234,50kr', '1 234,50');

/** `num`: digits, "-" and ".". */
export const Num = typingStory('num', '-3.5e2', '-3.52');

/** `hex`: 0-9, a-f, A-F. */
export const Hex = typingStory('hex', '#ff00GZ', 'ff00');

/** `email`: ASCII letters, digits and . _ - + @. */
export const Email = typingStory('email', 'ané@eks empel.dk!', 'an@eksempel.dk');

/** `alpha`: any letter, in any script, and "_". */
export const Alpha = typingStory('alpha', 'Åse_Ærø 42 Олена!', 'Åse_ÆrøОлена');

/** `alphanum`: any letter, any decimal digit, and "_". */
export const Alphanum = typingStory('alphanum', 'Ærø-42 ü', 'Ærø42ü');

/** A mixed paste into a selection keeps only "5.6", in place, with the caret right after it. */
export const PasteFiltered: Story = {
  args: { kind: 'num', label: demoLabels.num, defaultValue: '1299' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: demoLabels.num });
    await userEvent.click(input);
    input.setSelectionRange(1, 3); // "29" is selected
    await userEvent.paste('a5b.6c');
    await expect(input).toHaveValue('15.69');
    await expect(input.selectionStart).toBe(4);
    await expect(input.selectionEnd).toBe(4);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('15.69');
  },
};

/** All nine kinds side by side, each with its label. */
export const AllKinds: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inputFilterKinds.map((kind) => (
        <FilteredInput key={kind} kind={kind} label={demoLabels[kind]} onValueChange={args.onValueChange} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(inputFilterKinds.length);
    for (const kind of inputFilterKinds) {
      const input = canvas.getByRole('textbox', { name: demoLabels[kind] });
      await expect(input).toHaveAttribute('data-kind', kind);
      await expect(canvas.getByText(demoLabels[kind])).toBeVisible();
    }
    const hex = canvas.getByRole('textbox', { name: demoLabels.hex });
    await userEvent.type(hex, 'xC0ffee!');
    await expect(hex).toHaveValue('C0ffee');
  },
};
