import type { CheckedFile, DrawingRef } from '@atelier/api';
/**
 * What step 3 of the quick stamp approval ("Other info") takes and the strings it shows. The strings live in
 * `../locale/zh_CN.ts` (the specification's texts verbatim) and `../locale/en_US.ts`.
 */
import type { BatchChoice } from '../StampBatchPicker';
import type { QuickApprovalInfo, QuickApprovalInfoValues } from './model';

export interface QuickApprovalInfoFormProps {
  /** The project of the approval: the name is unique in it, its signers are offered. */
  projectId: string;
  /** Sent as `enterpriseId` where a call takes it (the X-Ent header carries it when omitted). */
  enterpriseId?: string;
  /**
   * Whether the user holds `basicInfo:stampSaveOnCloud`. The CA checkbox shows only with it and the enterprise's
   * cloud-stamp setting on (`enterprise.stampIsCloud` '1').
   */
  canUseCa: boolean;
  /** Step 2's choices: their registration stamps count in the CA rules. */
  batches?: readonly BatchChoice[];
  /** The values to start from (a draft kept by the wizard when the user went back); a default name otherwise. */
  defaultValues?: Partial<QuickApprovalInfoValues>;
  /**
   * A name to put in the name field while the user has not typed one (the ordered signing's template name plus
   * date-time follows the chosen template).
   */
  suggestedName?: string;
  /** Called with the values whenever they change (to keep a draft across steps). */
  onValuesChange?: (values: QuickApprovalInfoValues) => void;
  /** Called whenever every client rule passes or stops passing (the server's name check is not included). */
  onValidityChange?: (valid: boolean) => void;
  /**
   * Called on submit once every rule passed, the server accepted the name and, when CA stamps were chosen without
   * CA, the user answered whether to use CA. A rejection keeps the form as it is; a taken name
   * (审批名称已存在) goes under the name field.
   */
  onSubmit?: (info: QuickApprovalInfo) => unknown;
  /** The form element's id, so a button elsewhere (the wizard's footer) can submit it: `<Button type="submit" form={id}>`. */
  id?: string;
  /** Hides the form's own submit button (when the wizard's footer submits it). */
  hideSubmit?: boolean;
  /** Overrides of single strings (default <- `FeaturesLocaleProvider` <- this prop). */
  locale?: Partial<QuickApprovalInfoFormLocale>;
}

/** Every string the form shows. */
export interface QuickApprovalInfoFormLocale {
  /** The form's accessible name. */
  formLabel: string;
  nameLabel: string;
  namePlaceholder: string;
  /** The default name's text before the hyphen and time: 快速签章. */
  defaultNamePrefix: string;
  outputStampLabel: string;
  outputStampPlaceholder: string;
  /** The output stamp's "none" option (id '0'). */
  noOutputStamp: string;
  customStampsLabel: string;
  customStampsPlaceholder: string;
  customStampsSearch: string;
  signerLabel: string;
  signerPlaceholder: string;
  remarksLabel: string;
  remarksPlaceholder: string;
  /** The CA checkbox. */
  caLabel: string;
  /** Asked when CA stamps are chosen without ticking CA. */
  caQuestion: string;
  caQuestionDetail: string;
  caYes: string;
  caNo: string;
  attachmentsLabel: string;
  /** Under the attachment picker: the size rule. */
  attachmentsHint: string;
  /** The list of picked attachments. */
  attachmentList: string;
  removeAttachment: (name: string) => string;
  /** The stamp lists when there is nothing to choose. */
  noStamps: string;
  /** The signer list when nobody may apply the stamps. */
  noSigners: string;
  submit: string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** Shown when the submission fails without a message of the server's. */
  submitFailed: string;
  /** The CA rule's message about expired certificates, naming the stamps. */
  caExpiredStamps: (names: string) => string;
  /** The rules' messages: the specification's texts (or Atelier's where it gives none) in zh-CN. */
  rules: QuickApprovalRuleMessages;
}

/** The rules' messages, keyed by rule. */
export interface QuickApprovalRuleMessages {
  nameRequired: string;
  nameSpecialCharacters: string;
  nameReserved: string;
  nameTrailingPeriod: string;
  nameTooLong: string;
  nameTaken: string;
  signerRequired: string;
  outputStampRequired: string;
  remarkTooLong: string;
  attachmentTooLarge: string;
  caOrganisationNotUnique: string;
  caExpired: string;
}

export interface QuickStampWizardProps {
  projectId: string;
  projectName: string;
  enterpriseId?: string;
  /** The drawings chosen in the project directory. */
  initialFiles: readonly DrawingRef[];
  /** The user holds `basicInfo:stampSaveOnCloud` (the CA checkbox also needs the enterprise's cloud stamps). */
  canUseCa: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the new approval's id after the launch. */
  onSubmitted?: (actId: string) => void;
  /** Opens the new approval's detail: the launch's success message then offers 查看审批. */
  onOpenApproval?: (actId: string) => void;
  /** Opens a file's folder (the portal opens the directory in a new tab). */
  onOpenFolder?: (parentId: string) => void;
  /** Offers the drawing check (是否对图纸进行校验？) before step 2; true unless an app turns it off. */
  drawingCheck?: boolean;
  /** 去处理 in the drawing check's result: the wizard closes and the app shows the drawings (their folders). */
  onGoHandle?: (files: CheckedFile[]) => void;
  /** Uploads the attachments and answers their ids; by default through the client's multipart flow (uploadAttachments). */
  uploadAttachments?: (files: File[], uid: string) => Promise<string[]>;
  /** How often recognition is polled; 3 s (the specification's) unless a story needs it faster. */
  recognitionPollInterval?: number;
  locale?: Partial<QuickStampWizardLocale>;
}

export interface QuickStampWizardLocale {
  title: string;
  stepsLabel: string;
  stepFiles: string;
  stepBatches: string;
  stepInfo: string;
  cancel: string;
  back: string;
  next: string;
  submit: string;
  abandonTitle: string;
  abandonText: string;
  abandon: string;
  /** 000 section 8, verbatim. */
  templateChanged: string;
  rematch: string;
  keepGoing: string;
  reRecognising: string;
  checkFailed: string;
  launched: string;
  /** The link in the launch's success message to the new approval. */
  viewApproval: string;
}
