export { DrawingCheckDialog } from './DrawingCheckDialog';
export type { DrawingCheck, DrawingCheckDialogProps, DrawingCheckLocale, UseDrawingCheckOptions } from './interface';
export {
  applyCorrection,
  CheckListKind,
  checkListKinds,
  errorLists,
  hasErrors,
  type SignerCorrection,
  sameSignerFiles,
} from './model';
export { useDrawingCheck } from './useDrawingCheck';
