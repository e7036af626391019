import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import type { Locale } from '../i18n/locales';
import type { InputFilterKind } from '../InputFilter/filterText';
import { inputFilterKinds } from '../InputFilter/filterText';
import { sampleOf } from '../test-utils/storyMessages';
import { FilteredInput } from './FilteredInput';

// Demo labels in each language: the host names its own fields; the component has no strings of its own.
const demoLabels: Record<InputFilterKind, Record<Locale, string>> = {
  pint: {
    en: 'Positive integer',
    da: 'Positivt heltal',
    uk: 'Додатне ціле число',
    de: 'Positive Ganzzahl',
    fr: 'Entier positif',
  },
  int: { en: 'Integer', da: 'Heltal', uk: 'Ціле число', de: 'Ganzzahl', fr: 'Entier' },
  pnum: {
    en: 'Positive number',
    da: 'Positivt tal',
    uk: 'Додатне число',
    de: 'Positive Zahl',
    fr: 'Nombre positif',
  },
  money: { en: 'Amount', da: 'Beløb', uk: 'Сума', de: 'Betrag', fr: 'Montant' },
  num: { en: 'Number', da: 'Tal', uk: 'Число', de: 'Zahl', fr: 'Nombre' },
  hex: { en: 'Hex colour', da: 'Hex-farve', uk: 'Колір (hex)', de: 'Hex-Farbe', fr: 'Couleur hexadécimale' },
  email: { en: 'E-mail', da: 'E-mail', uk: 'Електронна пошта', de: 'E-Mail', fr: 'E-mail' },
  alpha: { en: 'Letters', da: 'Bogstaver', uk: 'Літери', de: 'Buchstaben', fr: 'Lettres' },
  alphanum: {
    en: 'Letters and digits',
    da: 'Bogstaver og tal',
    uk: 'Літери й цифри',
    de: 'Buchstaben und Ziffern',
    fr: 'Lettres et chiffres',
  },
};
const labelOf = (globals: Record<string, unknown>, kind: InputFilterKind) =>
  sampleOf(globals, demoLabels[kind]);

const meta = {
  title: 'Building blocks/FilteredInput',
  component: FilteredInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input that accepts only the characters of one of the nine filter kinds ' +
          '(docs/decisions/input-filters.md). Typing, paste, drop, autocorrect and mobile/IME input are filtered; ' +
          'a paste keeps its allowed characters in order and leaves the caret right after them. ' +
          'Built on `useInputFilter(kind)`, which returns the props for any `<input>`. It sits in the ' +
          'kit’s Field, so label, description, required marker and error read as in every other field.',
      },
    },
  },
  args: { kind: 'pint', label: 'Positive integer', onValueChange: fn() },
  render: (args, { globals }) => <FilteredInput {...args} label={labelOf(globals, args.kind)} />,
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
    args: { kind },
    play: async ({ canvasElement, args, globals }) => {
      const input = within(canvasElement).getByRole('textbox', { name: labelOf(globals, kind) });
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
  args: { kind: 'num', defaultValue: '1299' },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: labelOf(globals, 'num'),
    });
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
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inputFilterKinds.map((kind) => (
        <FilteredInput
          key={kind}
          kind={kind}
          label={labelOf(globals, kind)}
          onValueChange={args.onValueChange}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(inputFilterKinds.length);
    for (const kind of inputFilterKinds) {
      const input = canvas.getByRole('textbox', { name: labelOf(globals, kind) });
      await expect(input).toHaveAttribute('data-kind', kind);
      await expect(canvas.getByText(labelOf(globals, kind))).toBeVisible();
    }
    const hex = canvas.getByRole('textbox', { name: labelOf(globals, 'hex') });
    await userEvent.type(hex, 'xC0ffee!');
    await expect(hex).toHaveValue('C0ffee');
  },
};

/** In the kit's Field like every field: required, described, and in error after a failed save. */
export const RequiredWithError: Story = {
  args: { kind: 'pint', required: true, defaultValue: '12' },
  render: (args, { globals }) => (
    <FilteredInput
      {...args}
      label={sampleOf(globals, samples.odometer)}
      description={sampleOf(globals, samples.odometerHelp)}
      error={sampleOf(globals, samples.odometerTooLow)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: sampleOf(globals, samples.odometer) });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${sampleOf(globals, samples.odometerHelp)} ${sampleOf(globals, samples.odometerTooLow)}`,
    );
  },
};
