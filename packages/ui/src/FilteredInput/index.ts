export { FilteredInput } from './FilteredInput';
export type { FilteredInputProps } from './FilteredInput';
