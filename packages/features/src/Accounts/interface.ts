import type { LoginResult } from '@atelier/api';

/** The strings of the account forms (registration, phone login, password recovery). */
export interface AccountFormsLocale {
  phone: string;
  phonePlaceholder: string;
  code: string;
  codePlaceholder: string;
  /** The send-code button. */
  sendCode: string;
  /** The send-code button while it waits: 59秒后重新获取. */
  resendIn: (seconds: number) => string;
  /** Under the code field once a code went out. */
  codeSent: string;
  realname: string;
  realnamePlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  newPassword: string;
  register: string;
  login: string;
  resetPassword: string;
  oldPassword: string;
  oldPasswordPlaceholder: string;
  changePassword: string;
  /** Above the form once the password changed. */
  passwordChanged: string;
  /** A failure without a message of the server's. */
  failed: string;
}

interface AccountFormProps {
  /** The phone typed already (the login page carries it from one tab to the next). */
  defaultPhone?: string;
  className?: string;
  locale?: Partial<AccountFormsLocale>;
}

export interface RegisterFormProps extends AccountFormProps {
  /** The new account is signed in: the caller opens its session. */
  onRegistered: (result: LoginResult) => void;
}

export interface PhoneLoginFormProps extends AccountFormProps {
  onLoggedIn: (result: LoginResult) => void;
}

export interface FindBackPasswordFormProps extends AccountFormProps {
  /** The password was reset (every session of the account ended): the caller goes back to the login. */
  onReset: (phone: string) => void;
}

export interface ChangePasswordFormProps {
  /** The password changed (the account's other sessions ended; this one goes on). */
  onChanged?: () => void;
  className?: string;
  locale?: Partial<AccountFormsLocale>;
}
