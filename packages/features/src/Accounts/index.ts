export { ChangePasswordForm } from './ChangePasswordForm';
export { ChangePhoneDialog } from './ChangePhoneDialog';
export {
  afterLoginRefused,
  initialLoginCaptcha,
  type LoginCaptchaState,
  type SlideCaptchaStatus,
  slideAfterKey,
} from './captchaModel';
export { DeviceList } from './DeviceList';
export { FindBackPasswordForm } from './FindBackPasswordForm';
export {
  useChangePassword,
  useCheckSlide,
  useFindBackPassword,
  useInviteInfo,
  useNewSlideChallenge,
  usePhoneLogin,
  useRegister,
  useSendSms,
} from './hooks';
export { InvitationProfile } from './InvitationProfile';
export type {
  AccountFormsLocale,
  ChangePasswordFormProps,
  ChangePhoneDialogProps,
  DeviceListLocale,
  DeviceListProps,
  FindBackPasswordFormProps,
  InvitationProfileProps,
  PhoneLoginFormProps,
  PhoneSettingProps,
  PreferenceFormLocale,
  PreferenceFormProps,
  ProfileFormLocale,
  ProfileFormProps,
  RegisterFormProps,
  SlideCaptchaLocale,
  SlideCaptchaProps,
} from './interface';
export {
  changePasswordFormSchema,
  changePhoneFormSchema,
  countdownAfterRefusal,
  fieldOfPasswordRefusal,
  fieldOfPhoneChangeRefusal,
  fieldOfRefusal,
  findBackFormSchema,
  phoneLoginFormSchema,
  phoneMessage,
  registerFormSchema,
} from './model';
export { PhoneLoginForm } from './PhoneLoginForm';
export { PhoneSetting } from './PhoneSetting';
export { PreferenceForm } from './PreferenceForm';
export { ProfileForm } from './ProfileForm';
export { RegisterForm } from './RegisterForm';
export { SlideCaptcha } from './SlideCaptcha';
export {
  useChangePhone,
  useLoginDevices,
  useSaveUserSettings,
  useSignOutDevice,
  useUpdateProfile,
  useUserAvatar,
  useUserSettings,
} from './settingsHooks';
export { deviceLabel, profileFormSchema } from './settingsModel';
export { useLoginCaptcha } from './useLoginCaptcha';
