/**
 * The publish centre's lists (/publish/list): what the filters send. Pure functions, unit-tested.
 */

/** The two tabs: the passed approvals waiting to be published, and the published ones. */
export const PublishListTab = { NotPublished: 'notPublished', Published: 'published' } as const;
export type PublishListTab = (typeof PublishListTab)[keyof typeof PublishListTab];

/** What the person filters by: a part of the name, a project, a print shop, launch dates (both inclusive). */
export interface PublishListFilters {
  actName: string;
  projectId: string | null;
  publisherId: string | null;
  /** 'YYYY-MM-DD' or ''. */
  startTime: string;
  endTime: string;
}

export const NO_FILTERS: PublishListFilters = {
  actName: '',
  projectId: null,
  publisherId: null,
  startTime: '',
  endTime: '',
};

/** Whether the dates make a period: either may be open, the start not after the end. */
export function isDateRangeValid(filters: Pick<PublishListFilters, 'startTime' | 'endTime'>): boolean {
  return !filters.startTime || !filters.endTime || filters.startTime <= filters.endTime;
}

/** Whether any filter is set (the reset button is offered then). */
export function hasFilters(filters: PublishListFilters): boolean {
  return (
    filters.actName.trim() !== '' ||
    filters.projectId !== null ||
    filters.publisherId !== null ||
    filters.startTime !== '' ||
    filters.endTime !== ''
  );
}

export interface PublishListRequest {
  pageNum: number;
  pageSize: number;
  actName?: string;
  projectId?: string;
  publisherId?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * The request of a page: only the filters set (the name trimmed); the dates only when they make a period (an
 * unfinished period asks for the unfiltered dates rather than for nothing).
 */
export function publishListRequest(filters: PublishListFilters, pageNum: number, pageSize: number): PublishListRequest {
  const request: PublishListRequest = { pageNum, pageSize };
  const actName = filters.actName.trim();
  if (actName) request.actName = actName;
  if (filters.projectId) request.projectId = filters.projectId;
  if (filters.publisherId) request.publisherId = filters.publisherId;
  if (isDateRangeValid(filters)) {
    if (filters.startTime) request.startTime = filters.startTime;
    if (filters.endTime) request.endTime = filters.endTime;
  }
  return request;
}

/** What a row offers the person: download and share for holders of the keys, confirm on the waiting tab. */
export function publishRowActions(
  tab: PublishListTab,
  keys: { canDownload: boolean; canShare: boolean; canConfirm: boolean },
): { download: boolean; share: boolean; confirm: boolean } {
  return {
    download: keys.canDownload,
    share: keys.canShare,
    confirm: keys.canConfirm && tab === PublishListTab.NotPublished,
  };
}
