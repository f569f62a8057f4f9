export { useCalcInfo, useConfigured } from './hooks';
export type { TextSignatureEditorProps, TextSignatureFile, TextSignatureLocale } from './interface';
export {
  addBox,
  arrowStep,
  BOX_KINDS,
  boxesOf,
  boxInMm,
  contentOf,
  DEFAULT_BOX_MM,
  isConfigurable as isTextSignatureConfigurable,
  moveBoxMm,
} from './model';
export { TextSignatureEditor } from './TextSignatureEditor';
