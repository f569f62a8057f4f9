import { z } from 'zod';
import { FolderPermission } from '../entities/constants';
import { ProjectMessage } from './projects';
import { Refuse, type RuleRefusal } from './refusal';
import { nameSchema, RESOURCE_NAME_MESSAGES } from './rules';

/**
 * Project templates (issue 25; 001 sections 3.3 and 7.4: /enterprise/entProTemp, createResTemplate, getTemplateList,
 * updateTemplate, delTemplate, createProPro?templateId=): a folder structure with default permissions that an
 * ordinary project is created from. The specification shows only the calls and the fields (id, name, isEnable,
 * proType 3); the structure, the limits and the messages are Atelier's, a native product's Chinese.
 *
 * A template folder's `permission` is the level the project's ordinary members (staff type 4) get on that folder
 * when a project is made from the template (null: they inherit the level above, as everywhere). Managers and
 * persons in charge keep their 负责人 level.
 */

export const TemplateLimit = {
  NameMax: 30,
  /** Folders in one template, all levels together. */
  FoldersMax: 200,
  /** Levels of folders below the project's root. */
  DepthMax: 5,
} as const;

export const ProjectTemplateMessage = {
  OnlyAdmin: '只有企业管理员可以管理项目模板',
  NameRequired: '请输入模板名称',
  NameTooLong: `模板名称不能超过${TemplateLimit.NameMax}个字`,
  NameTaken: '已有同名项目模板',
  NotFound: ProjectMessage.TemplateNotFound,
  Disabled: '该项目模板已停用',
  FolderNameTaken: '同一层级下文件夹名称不能重复',
  TooManyFolders: `一个模板最多${TemplateLimit.FoldersMax}个文件夹`,
  TooDeep: `文件夹最多${TemplateLimit.DepthMax}层`,
  deleteQuestion: (name: string) => `确定删除项目模板“${name}”吗？已用它创建的项目不受影响。`,
} as const;

/** The template's project type (001 section 3.3: "template type 3"). */
export const TEMPLATE_PRO_TYPE = '3';

export const projectTemplateNameSchema = nameSchema({
  messages: {
    ...RESOURCE_NAME_MESSAGES,
    required: ProjectTemplateMessage.NameRequired,
    tooLong: ProjectTemplateMessage.NameTooLong,
  },
  maxLength: TemplateLimit.NameMax,
  trim: true,
});

/** The levels a template folder may give ordinary members (null: inherited). */
export const templatePermissionSchema = z.enum(FolderPermission).nullable();

export interface TemplateFolder {
  name: string;
  permission: FolderPermission | null;
  children: TemplateFolder[];
}

const folderNameSchema = nameSchema({ messages: RESOURCE_NAME_MESSAGES, maxLength: TemplateLimit.NameMax, trim: true });

export const templateFolderSchema: z.ZodType<TemplateFolder, unknown> = z.lazy(() =>
  z.object({
    name: folderNameSchema,
    permission: templatePermissionSchema,
    children: z.array(templateFolderSchema),
  }),
);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Folders in a tree, every level counted. */
export function countFolders(folders: readonly TemplateFolder[]): number {
  return folders.reduce((sum, f) => sum + 1 + countFolders(f.children), 0);
}

/** Levels of a tree (0 when empty). */
export function treeDepth(folders: readonly TemplateFolder[]): number {
  return folders.reduce((deepest, f) => Math.max(deepest, 1 + treeDepth(f.children)), 0);
}

/** The first level holding two folders of the same name (ignoring case and spaces), or null. */
export function duplicateFolderName(folders: readonly TemplateFolder[]): string | null {
  for (let i = 0; i < folders.length; i += 1) {
    const folder = folders[i] as TemplateFolder;
    if (folders.slice(0, i).some((other) => sameName(other.name, folder.name))) return folder.name;
    const deeper = duplicateFolderName(folder.children);
    if (deeper !== null) return deeper;
  }
  return null;
}

/** The structure's rules: sibling names unique, at most 200 folders, at most 5 levels. */
export function templateFoldersRefusal(folders: readonly TemplateFolder[]): RuleRefusal | null {
  if (duplicateFolderName(folders) !== null) return Refuse.invalid(ProjectTemplateMessage.FolderNameTaken);
  if (countFolders(folders) > TemplateLimit.FoldersMax) return Refuse.invalid(ProjectTemplateMessage.TooManyFolders);
  if (treeDepth(folders) > TemplateLimit.DepthMax) return Refuse.invalid(ProjectTemplateMessage.TooDeep);
  return null;
}

/** A template's name against the enterprise's other templates. */
export function projectTemplateNameRefusal(facts: { nameTaken: boolean }): RuleRefusal | null {
  return facts.nameTaken ? Refuse.invalid(ProjectTemplateMessage.NameTaken) : null;
}

/** Creating a project from a template: it must exist in the enterprise and be enabled. */
export function templateUseRefusal(template: { isEnable: boolean } | null | undefined): RuleRefusal | null {
  if (!template) return Refuse.invalid(ProjectTemplateMessage.NotFound);
  return template.isEnable ? null : Refuse.invalid(ProjectTemplateMessage.Disabled);
}

/** A folder the new project starts with: its name, folder type, default member level and sub-folders. */
export interface PlannedFolder {
  name: string;
  folderType: string | null;
  permission: FolderPermission | null;
  children: PlannedFolder[];
}

function plant(into: PlannedFolder[], folder: TemplateFolder) {
  const existing = into.find((f) => sameName(f.name, folder.name));
  if (existing) {
    // A template folder named like a sub-item (or like the PDF output folder) is that folder: merged, not doubled.
    existing.permission = folder.permission ?? existing.permission;
    for (const child of folder.children) plant(existing.children, child);
    return;
  }
  const planted: PlannedFolder = {
    name: folder.name.trim(),
    folderType: null,
    permission: folder.permission,
    children: [],
  };
  into.push(planted);
  for (const child of folder.children) plant(planted.children, child);
}

/**
 * The root folders of a new ordinary project: one per sub-item, the template's folders (merged by name into a
 * sub-item's folder of the same name), then the fixed root folders not already there. The server writes this plan
 * and the fixtures keep it, so both answer the same directory.
 */
export function projectFolderPlan(
  subItemNames: readonly string[],
  templateFolders: readonly TemplateFolder[],
  fixedRoots: readonly { name: string; folderType: string | null }[],
): PlannedFolder[] {
  const roots: PlannedFolder[] = subItemNames.map((name) => ({
    name,
    folderType: null,
    permission: null,
    children: [],
  }));
  for (const folder of templateFolders) plant(roots, folder);
  for (const fixed of fixedRoots) {
    const existing = roots.find((f) => sameName(f.name, fixed.name));
    if (existing) existing.folderType = fixed.folderType;
    else roots.push({ ...fixed, permission: null, children: [] });
  }
  return roots;
}
