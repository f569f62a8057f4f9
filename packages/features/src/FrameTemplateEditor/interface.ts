import type { FrameRegionKind } from '@atelier/api';

/** The editor of one frame template (图框配置). */
export interface FrameTemplateEditorProps {
  templateId: string;
  /** After a save as new: the new template's id (the page opens it). */
  onSavedAsNew?: (id: string) => void;
  /** After the template was deleted (the page goes back to the list). */
  onDeleted?: () => void;
  locale?: Partial<FrameTemplateEditorLocale>;
}

/** The enterprise's frame templates with the upload of a new sample (签章首页). */
export interface FrameTemplateListProps {
  /** Opens a template in the editor. */
  onEdit: (id: string) => void;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<FrameTemplateEditorLocale>;
}

/** Named groups of templates (模板组设置). */
export interface TemplateGroupSettingsProps {
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<FrameTemplateEditorLocale>;
}

export interface FrameTemplateEditorLocale {
  kinds: Record<FrameRegionKind, string>;
  /** What drawing a region of the kind does, for the toolbar's tooltip-free hint line. */
  kindHints: Record<FrameRegionKind, string>;
  toolbar: string;
  drawHint: string;
  keyboardHint: string;
  canvas: (name: string) => string;
  /** The drawing's zoom bar (its name), and its buttons. */
  zoomBar: string;
  zoomIn: string;
  zoomOut: string;
  fitWidth: string;
  fitPage: string;
  zoomLevel: (percent: number) => string;
  regions: string;
  noRegions: string;
  region: (kind: string, detail: string) => string;
  size: (width: string, height: string) => string;
  position: (x: string, y: string) => string;
  label: string;
  labelFromSample: string;
  field: string;
  duty: string;
  remove: string;
  save: string;
  saved: string;
  saveAsNew: string;
  saveAsNewTitle: string;
  newName: string;
  savedAsNew: string;
  delete: string;
  confirmDelete: (name: string) => string;
  confirmDeleteText: string;
  deleted: string;
  enabled: string;
  enableNeeds: string;
  page: (paper: string, width: string, height: string) => string;
  paper: (name: string, lengthened: boolean, landscape: boolean) => string;
  customSize: string;
  noSample: string;
  loading: string;
  loadFailed: string;
  retry: string;
  cancel: string;
  confirm: string;
  unsaved: string;
  // The list
  listTitle: string;
  upload: string;
  uploadHint: string;
  uploading: string;
  uploaded: string;
  name: string;
  sizeColumn: string;
  regionsColumn: string;
  regionCount: (count: number) => string;
  status: string;
  enabledTag: string;
  disabledTag: string;
  actions: string;
  edit: string;
  editTemplate: (name: string) => string;
  deleteTemplate: (name: string) => string;
  empty: string;
  // Groups
  groupsTitle: string;
  addGroup: string;
  groupName: string;
  groupTemplates: string;
  groupEdit: string;
  groupDelete: string;
  /** A group's buttons' names: the shown word, then the group. */
  editGroup: (name: string) => string;
  deleteGroup: (name: string) => string;
  editGroupTitle: (name: string) => string;
  confirmDeleteGroup: (name: string) => string;
  groupSaved: string;
  groupDeleted: string;
  noGroups: string;
  groupsLoadFailed: string;
}
