import type { DefaultPage, LoginResult, PreferredLanguage, UserInfo, UserSettings } from '@atelier/api';

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
  /** /account/security's phone entry: its label, the button and the dialog's title. */
  boundPhone: string;
  changePhone: string;
  newPhone: string;
  newPhonePlaceholder: string;
  /** Under the new number: where the code goes. */
  newPhoneHint: string;
  loginPassword: string;
  loginPasswordPlaceholder: string;
  /** The toast once the phone changed. */
  phoneChanged: string;
  cancel: string;
  /** A failure without a message of the server's. */
  failed: string;
  /** The invitation page (/invitation/profile): whose invitation, to which enterprise. */
  invitation: (inviter: string, enterprise: string) => string;
  invitationLoading: string;
  /** The page opened without a code. */
  invitationMissing: string;
  /** The submit of the invitation page. */
  registerAndJoin: string;
  backToLogin: string;
}

/** The strings of the slide captcha (zh-CN: CaptchaMessage of `@atelier/api`; en-US: captchaMessageEn). */
export interface SlideCaptchaLocale {
  /** The slider's name, shown in its track. */
  label: string;
  instructions: string;
  passed: string;
  /** A wrong answer: a new picture is shown. */
  failed: string;
  loading: string;
  loadFailed: string;
  /** The new-picture button. */
  refresh: string;
  checking: string;
  /** What a screen reader says of the slider's value: 已移动 40 / 258 像素. */
  position: (x: number, max: number) => string;
  /** The form sent before the slider was passed. */
  solveFirst: string;
  /** Beside the slider when there is another way in (`onUseSms`): for whoever cannot do the slider. */
  smsInstead: string;
  /** The button that takes that way. */
  useSms: string;
}

export interface SlideCaptchaProps {
  /** The challenge passed: its token goes with the next login (once). */
  onPassed: (token: string) => void;
  /**
   * The way in without the slider (the password login's: switch to 手机登录). When given, the captcha says so in
   * its visible text and accessible description, with a button, for whoever cannot see the gap or drag.
   */
  onUseSms?: () => void;
  className?: string;
  locale?: Partial<SlideCaptchaLocale>;
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
  /** An invitation's code: the account registers through it (`inviteRegister`) and joins its enterprise. */
  inviteCode?: string;
}

export interface InvitationProfileProps {
  /** The code of the invitation link (its `code` query parameter); '' when the link had none. */
  inviteCode: string;
  /** Registered and a member of the inviting enterprise: the caller opens the session. */
  onRegistered: (result: LoginResult) => void;
  /** The way out of an invalid invitation. */
  onBackToLogin: () => void;
  className?: string;
  locale?: Partial<AccountFormsLocale>;
}

export interface PhoneLoginFormProps extends AccountFormProps {
  onLoggedIn: (result: LoginResult) => void;
  /**
   * The phone field takes the focus when the form appears: the login page sends whoever could not do the password
   * login's slider here (改用手机验证码登录), and the button they pressed went with its tab.
   */
  focusPhone?: boolean;
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

export interface PhoneSettingProps {
  /** The phone changed: the new number (the user info is refetched as well). */
  onChanged?: (phone: string) => void;
  className?: string;
  locale?: Partial<AccountFormsLocale>;
}

export interface ChangePhoneDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The number bound now, masked in the dialog. */
  currentPhone: string;
  onChanged?: (phone: string) => void;
  locale?: Partial<AccountFormsLocale>;
}

/** The strings of /account/basic's profile form (issue 24). */
export interface ProfileFormLocale {
  title: string;
  avatar: string;
  avatarHint: string;
  noAvatar: string;
  uploadAvatar: string;
  removeAvatar: string;
  username: string;
  phone: string;
  realname: string;
  realnamePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  save: string;
  saved: string;
  avatarSaved: string;
  avatarRemoved: string;
  failed: string;
  loadFailed: string;
  retry: string;
}

export interface ProfileFormProps {
  /** The profile was saved: the navbar's name follows (the user info is fetched again). */
  onSaved?: (info: UserInfo) => void;
  className?: string;
  locale?: Partial<ProfileFormLocale>;
}

/** The strings of /account/preference. */
export interface PreferenceFormLocale {
  title: string;
  language: string;
  languageText: Record<PreferredLanguage, string>;
  defaultPage: string;
  defaultPageHint: string;
  defaultPageText: Record<DefaultPage, string>;
  save: string;
  saved: string;
  failed: string;
  loadFailed: string;
  retry: string;
}

export interface PreferenceFormProps {
  /** Saved: the portal applies them (the language at once). */
  onSaved?: (settings: UserSettings) => void;
  className?: string;
  locale?: Partial<PreferenceFormLocale>;
}

/** The strings of /account/device. */
export interface DeviceListLocale {
  title: string;
  device: string;
  browser: string;
  ip: string;
  loginTime: string;
  lastActive: string;
  actions: string;
  current: string;
  signOut: string;
  confirmTitle: (device: string) => string;
  confirmContent: string;
  signedOut: string;
  empty: string;
  loadFailed: string;
  retry: string;
}

export interface DeviceListProps {
  className?: string;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<DeviceListLocale>;
}
