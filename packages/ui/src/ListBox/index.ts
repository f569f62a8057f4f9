export {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  ListBoxSection,
  type ListBoxSectionProps,
} from './ListBox';
export { type ListBoxOption, optionMatches, renderOption } from './option';
