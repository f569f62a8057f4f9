import type { Locale as UiLocale } from '@atelier/ui';
import type {
  AccountFormsLocale,
  DeviceListLocale,
  PreferenceFormLocale,
  ProfileFormLocale,
  SlideCaptchaLocale,
} from '../Accounts/interface';
import type { ApprovalDetailDialogLocale } from '../ApprovalDetail/interface';
import type {
  ActivationKeyTableLocale,
  CaApplicationDialogLocale,
  CaLogDialogLocale,
  CaReviewListLocale,
  CertificateStatusTagLocale,
  StampLogTableLocale,
} from '../Ca/interface';
import type { DrawingCheckLocale } from '../DrawingCheck/interface';
import type {
  CreateEnterpriseDialogLocale,
  EnterpriseExpiryNoticeLocale,
  EnterpriseInfoFormLocale,
  JoinEnterpriseDialogLocale,
  JoinRequestListLocale,
  LockedEnterpriseLocale,
} from '../Enterprise/interface';
import type { EnterpriseLogLocale } from '../EnterpriseLog/interface';
import type { EnterpriseSetupLocale } from '../EnterpriseSetup/interface';
import type { FileManagerLocale } from '../FileManager/interface';
import type { FlowTemplateDialogLocale } from '../FlowTemplateDialog/interface';
import type { FlowTemplateListLocale } from '../FlowTemplateList/interface';
import type { FrameTemplateEditorLocale } from '../FrameTemplateEditor/interface';
import type { NetworkDiskLocale } from '../NetworkDisk/interface';
import type { NoticesLocale } from '../Notices/interface';
import type { NotificationsLocale } from '../Notifications/interface';
import type { OpinionBankLocale } from '../OpinionBank/interface';
import type { OrderedSigningDialogLocale } from '../OrderedSigning/interface';
import type { OrganisationLocale, PersonnelPickerLocale } from '../Organisation/interface';
import type { ProjectWizardLocale, QuickProjectDialogLocale } from '../ProjectCreation/interface';
import type { ProjectLabelsLocale } from '../ProjectLabels/interface';
import type { FolderPermissionLocale, ProjectMembersLocale, ProjectRecycleLocale } from '../ProjectMembers/interface';
import type { ProjectTemplatesLocale } from '../ProjectTemplates/interface';
import type { ProofreadingLaunchLocale, ProofreadingLocale } from '../Proofreading/interface';
import type {
  PriceRuleListLocale,
  PrintShopListLocale,
  PublishInfoLocale,
  PublishLaunchDialogLocale,
  PublishListLocale,
  PublishPlansLocale,
  PublishStatisticsLocale,
  ShareLinkDialogLocale,
} from '../Publish/interface';
import type { QuickApprovalInfoFormLocale, QuickStampWizardLocale } from '../QuickApproval/interface';
import type { RecognitionFileListLocale } from '../RecognitionFileList/interface';
import type { StampBatchPickerLocale } from '../StampBatchPicker/interface';
import type { EnterpriseStampTableLocale, PersonalStampPanelLocale, StampImageUploadLocale } from '../Stamps/interface';
import type { TextSignatureLocale } from '../TextSignature/interface';
import type { UploadPanelLocale } from '../UploadPanel/interface';
import type { WorkbenchLocale } from '../Workbench/interface';

/**
 * Every string the feature components show, one slice per feature. `zh_CN` is the default and uses the
 * specification's texts verbatim; a missing key in any locale is a type error, never a blank at run time.
 */
export interface FeaturesLocale {
  /** BCP 47 tag. */
  locale: string;
  DrawingCheck: DrawingCheckLocale;
  FlowTemplateDialog: FlowTemplateDialogLocale;
  FlowTemplateList: FlowTemplateListLocale;
  RecognitionFileList: RecognitionFileListLocale;
  StampBatchPicker: StampBatchPickerLocale;
  OrderedSigningDialog: OrderedSigningDialogLocale;
  QuickApprovalInfoForm: QuickApprovalInfoFormLocale;
  QuickStampWizard: QuickStampWizardLocale;
  UploadPanel: UploadPanelLocale;
  ApprovalDetailDialog: ApprovalDetailDialogLocale;
  CertificateStatusTag: CertificateStatusTagLocale;
  CaApplicationDialog: CaApplicationDialogLocale;
  CaReviewList: CaReviewListLocale;
  CaLogDialog: CaLogDialogLocale;
  ActivationKeyTable: ActivationKeyTableLocale;
  StampLogTable: StampLogTableLocale;
  StampImageUpload: StampImageUploadLocale;
  PersonalStampPanel: PersonalStampPanelLocale;
  EnterpriseStampTable: EnterpriseStampTableLocale;
  PublishLaunchDialog: PublishLaunchDialogLocale;
  ShareLinkDialog: ShareLinkDialogLocale;
  PublishInfo: PublishInfoLocale;
  Organisation: OrganisationLocale;
  PersonnelPicker: PersonnelPickerLocale;
  CreateEnterpriseDialog: CreateEnterpriseDialogLocale;
  EnterpriseExpiryNotice: EnterpriseExpiryNoticeLocale;
  LockedEnterprise: LockedEnterpriseLocale;
  JoinEnterpriseDialog: JoinEnterpriseDialogLocale;
  JoinRequestList: JoinRequestListLocale;
  EnterpriseInfoForm: EnterpriseInfoFormLocale;
  AccountForms: AccountFormsLocale;
  SlideCaptcha: SlideCaptchaLocale;
  QuickProjectDialog: QuickProjectDialogLocale;
  ProjectWizard: ProjectWizardLocale;
  TextSignature: TextSignatureLocale;
  FrameTemplateEditor: FrameTemplateEditorLocale;
  FileManager: FileManagerLocale;
  NetworkDisk: NetworkDiskLocale;
  Notices: NoticesLocale;
  Workbench: WorkbenchLocale;
  Notifications: NotificationsLocale;
  PrintShopList: PrintShopListLocale;
  PublishList: PublishListLocale;
  PriceRuleList: PriceRuleListLocale;
  PublishStatistics: PublishStatisticsLocale;
  PublishPlans: PublishPlansLocale;
  Proofreading: ProofreadingLocale;
  ProofreadingLaunchDialog: ProofreadingLaunchLocale;
  ProjectMembers: ProjectMembersLocale;
  ProjectLabels: ProjectLabelsLocale;
  ProjectTemplates: ProjectTemplatesLocale;
  OpinionBank: OpinionBankLocale;
  ProjectRecycle: ProjectRecycleLocale;
  FolderPermission: FolderPermissionLocale;
  ProfileForm: ProfileFormLocale;
  PreferenceForm: PreferenceFormLocale;
  DeviceList: DeviceListLocale;
  EnterpriseLog: EnterpriseLogLocale;
  EnterpriseSetup: EnterpriseSetupLocale;
}

export type FeaturesLocaleSlice = Exclude<keyof FeaturesLocale, 'locale'>;

/**
 * One locale for `@atelier/ui` and `@atelier/features` together, handed to `AtelierProvider` alone:
 * `<AtelierProvider locale={ja_JP}>` with `const ja_JP: AtelierLocale = { ...uiStrings, features: featuresStrings }`.
 * A missing key in either part is a type error. (`@atelier/ui`'s `en_US` and `zh_CN` need no `features`: the features
 * take their own locale of the same tag.)
 */
export interface AtelierLocale extends UiLocale {
  /** The features' strings; its `locale` tag should be the same as the UI's. */
  features: FeaturesLocale;
}
