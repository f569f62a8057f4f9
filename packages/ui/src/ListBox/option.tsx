import type { Key } from 'react-aria-components';
import { ListBoxItem } from './ListBox';

/**
 * The option shape Select, ComboBox and MultiSelect take in `items` (Ant Design's `options`):
 * a main text and an optional secondary text, e.g. a person's name and phone.
 */
export interface ListBoxOption {
  id: Key;
  label: string;
  /** Secondary text under the label, e.g. `138 0013 8000`; also searched by MultiSelect. */
  description?: string;
  isDisabled?: boolean;
}

/** Renders one `ListBoxOption` as a `ListBoxItem` (the default `children` of the select family). */
export function renderOption(option: ListBoxOption) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      description={option.description}
      isDisabled={option.isDisabled}
    >
      {option.label}
    </ListBoxItem>
  );
}

const normalize = (text: string) => text.replace(/\s+/g, '').toLocaleLowerCase();

/**
 * Whether an option matches a search: case-insensitive, ignoring spaces, in the label or the
 * secondary text (so `13800138000` finds `138 0013 8000`).
 */
export function optionMatches(option: ListBoxOption, query: string): boolean {
  const q = normalize(query);
  if (!q) return true;
  return (
    normalize(option.label).includes(q) || (option.description ? normalize(option.description).includes(q) : false)
  );
}
