export { FrameTemplateEditor } from './FrameTemplateEditor';
export { FrameTemplateList } from './FrameTemplateList';
export type {
  FrameTemplateEditorLocale,
  FrameTemplateEditorProps,
  FrameTemplateListProps,
  TemplateGroupSettingsProps,
} from './interface';
export { TemplateGroupSettings } from './TemplateGroupSettings';
