export { ChangePasswordForm } from './ChangePasswordForm';
export { DeviceList } from './DeviceList';
export { FindBackPasswordForm } from './FindBackPasswordForm';
export {
  useChangePassword,
  useFindBackPassword,
  useInviteInfo,
  usePhoneLogin,
  useRegister,
  useSendSms,
} from './hooks';
export { InvitationProfile } from './InvitationProfile';
export type {
  AccountFormsLocale,
  ChangePasswordFormProps,
  DeviceListLocale,
  DeviceListProps,
  FindBackPasswordFormProps,
  InvitationProfileProps,
  PhoneLoginFormProps,
  PreferenceFormLocale,
  PreferenceFormProps,
  ProfileFormLocale,
  ProfileFormProps,
  RegisterFormProps,
} from './interface';
export {
  changePasswordFormSchema,
  countdownAfterRefusal,
  fieldOfPasswordRefusal,
  fieldOfRefusal,
  findBackFormSchema,
  phoneLoginFormSchema,
  phoneMessage,
  registerFormSchema,
} from './model';
export { PhoneLoginForm } from './PhoneLoginForm';
export { PreferenceForm } from './PreferenceForm';
export { ProfileForm } from './ProfileForm';
export { RegisterForm } from './RegisterForm';
export {
  useLoginDevices,
  useSaveUserSettings,
  useSignOutDevice,
  useUpdateProfile,
  useUserAvatar,
  useUserSettings,
} from './settingsHooks';
export { deviceLabel, profileFormSchema } from './settingsModel';
