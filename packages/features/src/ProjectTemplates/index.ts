export { useProjectTemplates } from './hooks';
export type { ProjectTemplateListProps, ProjectTemplatesLocale } from './interface';
export { ProjectTemplateList } from './ProjectTemplateList';
