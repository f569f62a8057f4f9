export { ChangePasswordForm } from './ChangePasswordForm';
export { FindBackPasswordForm } from './FindBackPasswordForm';
export { useChangePassword, useFindBackPassword, usePhoneLogin, useRegister, useSendSms } from './hooks';
export type {
  AccountFormsLocale,
  ChangePasswordFormProps,
  FindBackPasswordFormProps,
  PhoneLoginFormProps,
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
export { RegisterForm } from './RegisterForm';
