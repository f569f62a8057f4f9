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
}
