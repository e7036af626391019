export { LocaleSwitcher } from './LocaleSwitcher';
export type { LocaleSwitcherProps } from './LocaleSwitcher';
export { LanguageItems } from './LanguageItems';
export type { LanguageItemsProps } from './LanguageItems';
