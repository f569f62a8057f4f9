export { FindBackPasswordForm } from './FindBackPasswordForm';
export { useFindBackPassword, usePhoneLogin, useRegister, useSendSms } from './hooks';
export type {
  AccountFormsLocale,
  FindBackPasswordFormProps,
  PhoneLoginFormProps,
  RegisterFormProps,
} from './interface';
export {
  countdownAfterRefusal,
  fieldOfRefusal,
  findBackFormSchema,
  phoneLoginFormSchema,
  phoneMessage,
  registerFormSchema,
} from './model';
export { PhoneLoginForm } from './PhoneLoginForm';
export { RegisterForm } from './RegisterForm';
