export { DescriptionItem, DescriptionList } from './DescriptionList';
export type { DescriptionItemProps, DescriptionListProps } from './DescriptionList';
