import type { CalcBoxKind } from '@atelier/api';

/** A file the page configures: its version and name (the name says whether it is a PDF). */
export interface TextSignatureFile {
  recordId: string;
  resName: string;
}

export interface TextSignatureEditorProps {
  projectId: string;
  /** The files of the ordered signing; the page starts with `recordId`'s. */
  files: readonly TextSignatureFile[];
  recordId: string;
  /** The template the dialog last applied (templateId of the route); saved with the configuration. */
  templateId?: string | null;
  /** Called after each save, paste or template applied (the dialog's 已配置 follows on its next look). */
  onSaved?: (recordIds: readonly string[]) => void;
  /** The page's rendered width in CSS pixels (the page fits 992 px screens by default). */
  pageWidth?: number;
  locale?: Partial<TextSignatureLocale>;
}

export interface TextSignatureLocale {
  title: string;
  filesLabel: string;
  configured: string;
  notConfigured: string;
  notPdf: string;
  kindLabel: (kind: CalcBoxKind) => string;
  add: (kind: CalcBoxKind) => string;
  boxLabel: (kind: CalcBoxKind, index: number) => string;
  boxDescription: (x: number, y: number, width: number, height: number) => string;
  keyboardHint: string;
  widthLabel: string;
  heightLabel: string;
  xLabel: string;
  yLabel: string;
  remove: string;
  save: string;
  saved: string;
  paste: string;
  pasted: (count: number) => string;
  applyTemplate: string;
  applied: (count: number) => string;
  noUniversalTemplate: string;
  loadingDrawing: string;
  drawingFailed: string;
  pageLabel: (name: string) => string;
  noBoxes: string;
}
