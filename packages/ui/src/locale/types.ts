/**
 * Every string the primitives show, one slice per component. `zh_CN` is the default;
 * a missing key in any locale is a type error, never a blank at run time.
 */
export interface Locale {
  /** BCP 47 tag, also handed to react-aria's I18nProvider. */
  locale: string;
  Button: { loading: string };
  Dialog: { close: string; ok: string; cancel: string };
  Confirm: { title: string; ok: string; cancel: string };
  Drawer: { close: string };
  TextField: { tooLong: (max: number) => string; clear: string };
  ActionBar: { more: string; moreActions: string };
  Link: { newWindow: string };
  NumberField: {
    increment: string;
    decrement: string;
    /** The stepper's name with the field's label, e.g. "增加图纸张数". */
    incrementField: (label: string) => string;
    decrementField: (label: string) => string;
  };
  Form: { required: string; optional: string };
  Select: { placeholder: string; empty: string };
  ComboBox: { placeholder: string; empty: string };
  MultiSelect: {
    placeholder: string;
    searchPlaceholder: string;
    empty: string;
    maxCountExceeded: (max: number) => string;
    removeTag: (label: string) => string;
    selectedCount: (count: number) => string;
  };
  Tag: { remove: string; removeTag: (label: string) => string };
  ListBox: { empty: string };
  Badge: { count: (count: number) => string; dot: string };
  Alert: { close: string };
  Toast: { region: string; close: string };
  Tree: {
    loading: string;
    empty: string;
    loadError: string;
    retry: string;
    /** The chevron's name (RAC's own zh-CN string reads 扩展). */
    expand: string;
    collapse: string;
    /** Announced when a node's children start loading. */
    loadingNode: (title: string) => string;
    /** Announced when a node's children fail to load. */
    loadErrorNode: (title: string) => string;
  };
  Table: { empty: string; selectAll: string; selectRow: string };
  List: { empty: string; loading: string };
  Spinner: { loading: string };
  Skeleton: { loading: string };
  Empty: { description: string };
  FilePicker: {
    dropHint: string;
    dropActive: string;
    selectFiles: string;
    selectFolder: string;
    dropZoneLabel: string;
  };
  Steps: { wait: string; process: string; finish: string; error: string };
  Progress: { label: string; success: string; exception: string };
  Pagination: {
    /** The navigation landmark's name. */
    label: string;
    previous: string;
    next: string;
    /** A page button's name. */
    page: (page: number) => string;
    /** Read for a gap of hidden pages. */
    morePages: string;
    /** The total shown before the pages. */
    total: (total: number) => string;
  };
}

export type LocaleSlice = Exclude<keyof Locale, 'locale'>;
