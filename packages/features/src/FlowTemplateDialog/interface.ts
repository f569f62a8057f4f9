/**
 * What the flow-template dialog takes (props) and the strings it shows (its locale slice). The strings themselves
 * live in `../locale/zh_CN.ts` (the specification's texts verbatim) and `../locale/en_US.ts`.
 */

/** Which template the dialog edits. */
export type FlowTemplateTarget =
  /** A new template of the project (title 新增流程模板; saved with the create call). */
  | { mode: 'add' }
  /** An existing template, loaded by its id (title 编辑流程模板; saved with the update call). */
  | { mode: 'edit'; actId: string }
  /**
   * The default template of a project and specialty, optionally identified by its uuid (title 编辑流程模板; saved
   * with the update-default call and the loaded template's uuid).
   */
  | { mode: 'default'; dictSpecialtyId: string; uuid?: string };

export type FlowTemplateDialogMode = FlowTemplateTarget['mode'];

/** What `onSuccess` receives after a save. */
export interface FlowTemplateSaved {
  mode: FlowTemplateDialogMode;
  /** The template's id (the new one after a create). */
  id: string | null;
  actName: string;
}

export interface FlowTemplateDialogBaseProps {
  /** The project the template belongs to; its members are the people offered in every node. */
  projectId: string;
  /** Sent in `actInfo.projectName` when adding. */
  projectName?: string;
  /** Sent as `enterpriseId` (the X-Ent header carries it when omitted). */
  enterpriseId?: string;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether the dialog is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (saved, cancelled, closed with Escape or the close icon). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called after a successful save, before the dialog closes: refresh what shows templates. */
  onSuccess?: (saved: FlowTemplateSaved) => void;
  /** Called when the dialog is dismissed without saving. */
  onCancel?: () => void;
  /** Overrides of single strings (default <- `FeaturesLocaleProvider` <- this prop). */
  locale?: Partial<FlowTemplateDialogLocale>;
}

export type FlowTemplateDialogProps = FlowTemplateDialogBaseProps & FlowTemplateTarget;

/** Every string the dialog shows. */
export interface FlowTemplateDialogLocale {
  /** 编辑流程模板: editing or default-template mode. */
  titleEdit: string;
  /** 新增流程模板: adding. */
  titleAdd: string;
  nameLabel: string;
  namePlaceholder: string;
  modeLabel: string;
  /** 并行 (isLinear '0'). */
  parallel: string;
  /** 线性 (isLinear '1'). */
  linear: string;
  /** The count of nodes. */
  nodeCount: (count: number) => string;
  /** The node list's name. */
  nodeList: string;
  /** A node's name by its position (1-based). */
  nodeName: (position: number) => string;
  /** A node in announcements: its position and, when chosen, its duty. */
  nodeLabel: (position: number, duty: string | null) => string;
  dutyLabel: (position: number) => string;
  dutyPlaceholder: string;
  peopleLabel: (position: number) => string;
  peoplePlaceholder: string;
  peopleSearch: string;
  /** The people list when the project has nobody to offer. */
  noPeople: string;
  /** The duty list when the enterprise has no duty. */
  noDuties: string;
  /** The list when there is no node yet. */
  noNodes: string;
  removeNode: (position: number) => string;
  dragNode: (position: number) => string;
  addNode: string;
  cancel: string;
  ok: string;
  /** Shown while the template, duties or people cannot be loaded. */
  loadFailed: string;
  /** Shown when a save fails without a message of the server's. */
  saveFailed: string;
  retry: string;
  /** The sortable handle's role description. */
  sortable: string;
  /** Read to screen-reader users on a drag handle. */
  dragInstructions: string;
  /** Live announcements while a node is moved (positions are 1-based). */
  dragStart: (node: string) => string;
  dragOver: (node: string, position: number) => string;
  dragOutside: (node: string) => string;
  dragEnd: (node: string, position: number) => string;
  dragCancel: (node: string, position: number) => string;
  /** The rules' messages: the specification's texts in zh-CN. */
  rules: FlowTemplateRuleMessages;
}

/** The rules' messages, keyed by rule. */
export interface FlowTemplateRuleMessages {
  nameRequired: string;
  nameTooLong: string;
  nodeIncomplete: string;
  /** On confirm. */
  tooManyPeople: string;
  /** While selecting (the multi-select's warning). */
  peopleLimit: string;
  dutyDuplicated: string;
  tooManyNodes: string;
  nodesRequired: string;
}
