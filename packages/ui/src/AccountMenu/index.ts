export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';
