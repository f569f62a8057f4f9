import { WorkflowTab } from '../pages/workflow/workflow';

/** The root folder's id. */
export const ROOT_FOLDER_ID = '0';

/**
 * Project tabs (001 section 2.1): file, schedule, workflow (process centre), online review; and Atelier's 发布计划
 * (issue 30: the specification names the plans and the dashboard's quick entrance, not where they live; a plan is
 * a project's, worked on by its members, so it sits beside the project's files).
 */
export const ProjectTab = {
  File: 'file',
  Schedule: 'schedule',
  Workflow: 'workflow',
  Review: 'review',
  PublishPlan: 'publishPlan',
} as const;
export type ProjectTab = (typeof ProjectTab)[keyof typeof ProjectTab];

/** The named route projectCenterDir: project_id, tab (file by default), res_id. */
export function projectDirPath({
  projectId,
  tab = ProjectTab.File,
  resId,
}: {
  projectId: string;
  tab?: ProjectTab;
  resId?: string | null;
}): string {
  const folder = resId && resId !== ROOT_FOLDER_ID ? `/${encodeURIComponent(resId)}` : '';
  return `/project-center/dir/${tab}/${encodeURIComponent(projectId)}${folder}`;
}

/** The project centre's query parameter that opens the project recycle bin (issue 25: a deleted project lands there). */
export const PROJECT_RECYCLE_PARAM = 'recycle';

/** The project list with the recycle bin open (the list itself: /project-center redirects there without the query). */
export const projectRecyclePath = `/project-center/list?${PROJECT_RECYCLE_PARAM}=1`;

/** The query parameter of the workflow centre that opens an approval's detail. */
export const ACT_PARAM = 'act';

/** An approval the user launched, open in the workflow centre (我发起的). */
export function launchedApprovalPath(actId: string): string {
  return `/workflow/all?${new URLSearchParams({ tab: WorkflowTab.LaunchedByMe, [ACT_PARAM]: actId }).toString()}`;
}

/** An approval's detail, open in the workflow centre (the stamped versions of the directory link to it). */
export function approvalDetailPath(actId: string): string {
  return `/workflow/all?${new URLSearchParams({ [ACT_PARAM]: actId }).toString()}`;
}

/** The preview route: opened in a new tab with its query (000 section 2). */
export function previewPath(query: {
  type: string;
  projectId: string;
  recordId: string;
  resId: string;
  resName: string;
}): string {
  return `/preview?${new URLSearchParams(query).toString()}`;
}

/** The personal homepage: opened in a new tab, needs knowledgeBasePersonnel (001 section 2.1). */
export function personalHomepagePath(userId: string): string {
  return `/knowledge-base/personnel/${encodeURIComponent(userId)}/experience`;
}

/** Where the text-signature page keeps the ordered signing's files for a tab it opens (same origin, new tab). */
export const textSignatureFilesKey = (recordId: string) => `atelier.textSignature.files.${recordId}`;

/** The text-signature route (000 section 2: query projectId, recordId, templateId, templateType), with resName. */
export function textSignaturePath(target: {
  projectId: string;
  recordId: string;
  templateId: string | null;
  templateType?: string;
  resName: string;
}): string {
  const query = new URLSearchParams({
    projectId: target.projectId,
    recordId: target.recordId,
    templateId: target.templateId ?? '',
    templateType: target.templateType ?? '',
    resName: target.resName,
  });
  return `/textSignature?${query.toString()}`;
}

/** The project the page shows, if any: the directory's (/project-center/dir/:tab/:id) or a project's own (/project/:id). */
export function openProjectIdOf(pathname: string): string | null {
  const match = pathname.match(/^\/project-center\/dir\/[^/]+\/([^/?#]+)/) ?? pathname.match(/^\/project\/([^/?#]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
