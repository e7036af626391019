export { Button, ButtonGroup } from './Button';
export type {
  ButtonProps,
  ButtonCommonProps,
  TextButtonProps,
  IconOnlyButtonProps,
  ButtonIcon,
  ButtonVariant,
  ButtonSize,
  ButtonGroupProps,
} from './Button';
