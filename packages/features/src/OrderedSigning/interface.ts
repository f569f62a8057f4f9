import type { CheckedFile, DrawingRef, ProjectType } from '@atelier/api';

export interface OrderedSigningDialogProps {
  projectId: string;
  projectName: string;
  enterpriseId?: string;
  /** Quick projects (type 1) cannot launch with the default template (请选择流程模板). */
  projectType: ProjectType;
  /** The user's specialty in the project, whose default template the strip offers (ordinary projects). */
  defaultTemplate?: { dictSpecialtyId: string; uuid?: string } | undefined;
  /** The files chosen in the project directory. */
  initialFiles: readonly DrawingRef[];
  /** The user holds `basicInfo:stampSaveOnCloud` (the CA checkbox also needs the enterprise's cloud stamps). */
  canUseCa: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the new approval's id after the launch. */
  onSubmitted?: (actId: string) => void;
  /** Opens a file's folder (the portal opens the project directory in a new tab: route projectCenterDir). */
  onOpenFolder?: (parentId: string) => void;
  /**
   * Opens a file's text-signature page (route textSignature with projectId, recordId, templateId, templateType; the
   * portal opens it in a new tab). Without it the text-signature mode is not offered.
   */
  onOpenTextSignature?: (target: {
    projectId: string;
    recordId: string;
    templateId: string | null;
    /** The file's name and the dialog's files (the page lists them, to paste a configuration onto the others). */
    resName: string;
    files: { recordId: string; resName: string }[];
  }) => void;
  /** 去处理 in the drawing check's result: the dialog closes and the app shows the drawings. */
  onGoHandle?: (files: CheckedFile[]) => void;
  /** Uploads the attachments and answers their ids; by default through the client's multipart flow (uploadAttachments). */
  uploadAttachments?: (files: File[], uid: string) => Promise<string[]>;
  /** How often recognition is polled; 3 s unless a story needs it faster. */
  recognitionPollInterval?: number;
  locale?: Partial<OrderedSigningDialogLocale>;
}

export interface OrderedSigningDialogLocale {
  title: string;
  filesSection: string;
  infoSection: string;
  stampPlaceholder: string;
  stampLabel: (file: string) => string;
  noStamp: string;
  /** After an expired CA stamp's name in the stamp options (CA认证已过期). */
  caExpired: string;
  textSignature: string;
  configure: (file: string) => string;
  configureText: string;
  configured: string;
  notConfigured: string;
  cancel: string;
  submit: string;
  launched: string;
  abandonTitle: string;
  abandonText: string;
  abandon: string;
  templateLoading: string;
  templateFailed: string;
  filesRefused: (count: number) => string;
}
