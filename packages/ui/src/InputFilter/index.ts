export { filterText, isAllowedChar, inputFilterKinds, isInputFilterKind } from './filterText';
export type { InputFilterKind } from './filterText';
export { useInputFilter } from './useInputFilter';
export type { UseInputFilterOptions, InputFilterProps } from './useInputFilter';
