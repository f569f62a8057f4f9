/** Enterprises and projects (001 section 3). */
import type { Texts, ValueOf } from './types';

/** Company size options (codes not shown: Atelier's). */
export const EnterpriseScale = { Under20: 1, From20To50: 2, From50To100: 3, From100To200: 4, Over200: 5 } as const;
export type EnterpriseScale = ValueOf<typeof EnterpriseScale>;
export const enterpriseScaleText: Texts<typeof EnterpriseScale> = {
  1: '20人以下',
  2: '20-50人',
  3: '50-100人',
  4: '100-200人',
  5: '200人以上',
};
export const enterpriseScaleTextEn: Texts<typeof EnterpriseScale> = {
  1: 'Under 20',
  2: '20-50',
  3: '50-100',
  4: '100-200',
  5: 'Over 200',
};

/** Project types: quick 1, engineering (ordinary) 2, template 3, coordination 5. */
export const ProjectType = { Quick: '1', Engineering: '2', Template: '3', Coordination: '5' } as const;
export type ProjectType = ValueOf<typeof ProjectType>;
export const projectTypeText: Texts<typeof ProjectType> = {
  '1': '快捷项目',
  '2': '工程项目',
  '3': '模板项目',
  '5': '协同项目',
};
export const projectTypeTextEn: Texts<typeof ProjectType> = {
  '1': 'Quick project',
  '2': 'Engineering project',
  '3': 'Template',
  '5': 'Coordination project',
};

/** Project role. Leader (2) is deprecated. */
export const ProjectRole = { Creator: 0, Manager: 1, Leader: 2, Member: 4 } as const;
export type ProjectRole = ValueOf<typeof ProjectRole>;
export const projectRoleText: Texts<typeof ProjectRole> = { 0: '创建者', 1: '项目经理', 2: '负责人', 4: '普通成员' };
export const projectRoleTextEn: Texts<typeof ProjectRole> = { 0: 'Creator', 1: 'Manager', 2: 'Leader', 4: 'Member' };

/** Project permission levels. */
export const PermissionLevel = { Creator: 9, Manager: 8, Member: 2 } as const;
export type PermissionLevel = ValueOf<typeof PermissionLevel>;

/** Staff types at project creation. */
export const StaffType = { ProjectManager: '1', PersonInCharge: '2', Member: '4' } as const;
export type StaffType = ValueOf<typeof StaffType>;
export const staffTypeText: Texts<typeof StaffType> = { '1': '项目经理', '2': '项目负责人', '4': '普通成员' };
export const staffTypeTextEn: Texts<typeof StaffType> = {
  '1': 'Project manager',
  '2': 'Person in charge',
  '4': 'Member',
};

/** File archive state. */
export const FileArchiveState = { NotArchived: 0, Pending: 1, Archived: 2 } as const;
export type FileArchiveState = ValueOf<typeof FileArchiveState>;

/** Folder types that accept PDF only (001 section 5.8). */
export const PDF_ONLY_FOLDER_TYPES = ['4_4', '4_6'] as const;

/** Log types (001 section 3.2). */
export const LogType = {
  All: '',
  File: '1',
  Project: '5',
  Workflow: '8',
  Archive: '10',
  Mark: '20',
  Schedule: '21',
  ProjectApproval: '26',
  Party: '40',
  Knowledge: '70',
  DrawingReview: '71',
} as const;
export type LogType = ValueOf<typeof LogType>;

/**
 * Label types (001 section 3.3): meeting 1, facilities 2, project 3, system library 4, internal technical review
 * opinion 5, node 6, system feedback 7, progress plan 8, award 9, library 10. Atelier keeps project labels (3).
 */
export const LabelType = {
  Meeting: '1',
  Facilities: '2',
  Project: '3',
  SystemLibrary: '4',
  ReviewOpinion: '5',
  Node: '6',
  SystemFeedback: '7',
  ProgressPlan: '8',
  Award: '9',
  Library: '10',
} as const;
export type LabelType = ValueOf<typeof LabelType>;

/**
 * The six label colours (001 section 3.3: "six label colours map to named styles"; the names and values are not
 * shown: Atelier's, Ant Design's preset colour names, which the firms' staff know).
 */
export const LabelColor = {
  Blue: 'blue',
  Green: 'green',
  Orange: 'orange',
  Red: 'red',
  Purple: 'purple',
  Cyan: 'cyan',
} as const;
export type LabelColor = ValueOf<typeof LabelColor>;
export const labelColorText: Texts<typeof LabelColor> = {
  blue: '蓝色',
  green: '绿色',
  orange: '橙色',
  red: '红色',
  purple: '紫色',
  cyan: '青色',
};
export const labelColorTextEn: Texts<typeof LabelColor> = {
  blue: 'Blue',
  green: 'Green',
  orange: 'Orange',
  red: 'Red',
  purple: 'Purple',
  cyan: 'Cyan',
};
