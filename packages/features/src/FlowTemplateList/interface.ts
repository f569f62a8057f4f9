/** What the project's template list takes and the strings it shows. */

export interface FlowTemplateListProps {
  /** The project whose templates are listed and edited. */
  projectId: string;
  /** Sent with a new template (`actInfo.projectName`). */
  projectName?: string;
  /** Sent as `enterpriseId` (the X-Ent header carries it when omitted). */
  enterpriseId?: string;
  /** Rows per page. Default 10 (the specification's page size). */
  pageSize?: number;
  /** Called after a template was created, edited or deleted. */
  onChange?: () => void;
  locale?: Partial<FlowTemplateListLocale>;
}

export interface FlowTemplateListLocale {
  title: string;
  add: string;
  name: string;
  nodes: string;
  nodeCount: (count: number) => string;
  owner: string;
  mine: string;
  others: string;
  actions: string;
  edit: string;
  editTemplate: (name: string) => string;
  remove: string;
  removeTemplate: (name: string) => string;
  /** Why a template of someone else's has no actions. */
  ownerOnly: string;
  empty: string;
  loadFailed: string;
  retry: string;
  confirmRemove: (name: string) => string;
  confirmRemoveText: string;
  removed: string;
  saved: string;
  /** The strip. */
  stripLabel: string;
  defaultTemplate: string;
  newTemplate: string;
  info: (name: string) => string;
  infoTitle: (name: string) => string;
  more: string;
  infoFailed: string;
}

/** What the ordered-signing dialog's strip has chosen: the project's default template or one of its templates. */
export type FlowTemplateChoice = { kind: 'default' } | { kind: 'template'; id: string };

export interface FlowTemplateStripProps {
  projectId: string;
  projectName?: string;
  enterpriseId?: string;
  /**
   * The default template of an ordinary project, by specialty (and uuid when known); omit it for projects that
   * cannot use one (000 section 5: 请选择流程模板).
   */
  defaultTemplate?: { dictSpecialtyId: string; uuid?: string } | undefined;
  value: FlowTemplateChoice | null;
  onChange: (choice: FlowTemplateChoice) => void;
  locale?: Partial<FlowTemplateListLocale>;
}
