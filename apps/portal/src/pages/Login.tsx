import { CaptchaMessage, type LoginResult, loginPasswordSchema, mobileSchema, usernameSchema } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { SlideCaptcha, useLoginCaptcha } from '@atelier/features';
import { Alert, Button, Checkbox, Link, LockIcon, Spinner, Tabs, TextField, UserIcon } from '@atelier/ui';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../app/language';
import { useServices } from '../app/services';
import { REDIRECT_QUERY_KEY, safeRedirect } from '../guard/guard';
import { useT } from '../i18n';
import { useLogin } from '../queries/sessionHooks';
import { landingAfterLogin } from './account/preferences';
import * as styles from './login.css';

// The other ways in load when chosen: their forms (react-hook-form, their schemas) are not in the page's first scripts.
const accounts = () => import('@atelier/features/accounts');
const PhoneLoginForm = lazy(() => accounts().then((module) => ({ default: module.PhoneLoginForm })));
const RegisterForm = lazy(() => accounts().then((module) => ({ default: module.RegisterForm })));
const FindBackPasswordForm = lazy(() => accounts().then((module) => ({ default: module.FindBackPasswordForm })));
const loadingForm = <Spinner size="lg" />;

interface FieldErrors {
  username?: string;
  password?: string;
}

/** The first message of the login rules of @atelier/api (the server enforces the same ones). */
function validate(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const user = usernameSchema.safeParse(username);
  if (!user.success) errors.username = user.error.issues[0]?.message;
  const pass = loginPasswordSchema.safeParse(password);
  if (!pass.success) errors.password = pass.error.issues[0]?.message;
  return errors;
}

/**
 * Password login (000 section 5): the account is trimmed; the password goes as typed over HTTPS and the server
 * compares it with its scrypt hash. "Remember" keeps the account name on this browser, never the password.
 * After CAPTCHA_AFTER_FAILURES wrong passwords (or when the server asks) the slide captcha shows above the button;
 * its passed token goes with the next login, which uses it up: a refused one shows a new challenge. What was typed
 * stays. Whoever cannot do the slider is offered the SMS-code login beside it (`onUseSms`), counted apart.
 */
function PasswordLoginForm({
  onLoggedIn,
  onUseSms,
  defaultUsername,
}: {
  onLoggedIn: (result: LoginResult, account: string, remember: boolean) => void;
  /** Switches to 手机登录, with the typed account when it is a phone number. */
  onUseSms: (phone: string | null) => void;
  defaultUsername: string | null;
}) {
  const t = useT();
  const { session } = useServices();
  const login = useLogin();
  const remembered = session.rememberedUsername();
  const [username, setUsername] = useState(defaultUsername ?? remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const captcha = useLoginCaptcha();
  const errors = submitted ? validate(username.trim(), password) : {};
  /** The server's captcha texts in the page's language; other messages as the server words them. */
  const shownMessage = (message: string) =>
    message === CaptchaMessage.Required
      ? t.login.captchaRequired
      : message === CaptchaMessage.Expired
        ? t.login.captchaExpired
        : message;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerMessage(null);
    const account = username.trim();
    const found = validate(account, password);
    if (found.username || found.password) {
      const field = event.currentTarget.querySelector<HTMLInputElement>(
        found.username ? 'input[name="username"]' : 'input[name="password"]',
      );
      field?.focus();
      return;
    }
    if (captcha.blocks()) {
      setServerMessage(t.login.captchaFirst);
      return;
    }
    login.mutate(
      { username: account, password, ...captcha.sent() },
      {
        onSuccess: (result) => onLoggedIn(result, account, remember),
        onError: (error) => {
          captcha.refused(error);
          // A refused login (wrong password: a pass-through code) shows the server's message here; failures the
          // shared handling already announced (timeouts, server errors) are not repeated.
          if (isApiError(error) && error.handled && !error.passedThrough) return;
          setServerMessage(error.message ? shownMessage(error.message) : t.login.failed);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {serverMessage ? <Alert tone="error" showIcon description={serverMessage} /> : null}
      <TextField
        name="username"
        label={t.login.username}
        placeholder={t.login.usernamePlaceholder}
        autoComplete="username"
        size="lg"
        prefix={<UserIcon tone="secondary" />}
        value={username}
        onChange={(value) => {
          setUsername(value);
          setServerMessage(null);
        }}
        errorMessage={errors.username}
        isRequired
      />
      <TextField
        name="password"
        type="password"
        label={t.login.password}
        placeholder={t.login.passwordPlaceholder}
        autoComplete="current-password"
        size="lg"
        prefix={<LockIcon tone="secondary" />}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setServerMessage(null);
        }}
        errorMessage={errors.password}
        isRequired
      />
      {captcha.state.shown ? (
        <div ref={captcha.area}>
          <SlideCaptcha
            key={captcha.state.round}
            onPassed={(token) => {
              captcha.passed(token);
              setServerMessage(null);
            }}
            onUseSms={() => {
              const typed = username.trim();
              onUseSms(mobileSchema.safeParse(typed).success ? typed : null);
            }}
          />
        </div>
      ) : null}
      <Checkbox isSelected={remember} onChange={setRemember}>
        {t.login.remember}
      </Checkbox>
      <Button type="submit" variant="primary" size="lg" block isPending={login.isPending}>
        {t.login.submit}
      </Button>
    </form>
  );
}

/** The views of the login page, by `?mode=`: the two ways to log in (tabs), registration, password recovery. */
const LoginMode = { Password: 'password', Phone: 'phone', Register: 'register', FindBack: 'findBack' } as const;
type LoginMode = (typeof LoginMode)[keyof typeof LoginMode];
const MODES: readonly string[] = Object.values(LoginMode);
const modeOf = (value: string | null): LoginMode =>
  value && MODES.includes(value) ? (value as LoginMode) : LoginMode.Password;

/**
 * The login page (001 section 7.10, issue 24): 账号登录 and 手机登录 as tabs, 注册账号 and 忘记密码 below them. Every
 * way in opens the session the same way and goes where the guard sent the user from (a new account has no
 * enterprise: the dashboard shows the locked-enterprise screen). A reset password comes back to 账号登录 with the
 * phone filled in. The view is in the query (`?mode=register`), so a link opens it directly.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { session, queryClient, client } = useServices();
  const { language, setLanguage } = useLanguage();
  const mode = modeOf(params.get('mode'));
  const [resetPhone, setResetPhone] = useState<string | null>(null);
  /** The phone number typed on 账号登录 when the slider sent the person to 手机登录. */
  const [smsPhone, setSmsPhone] = useState<string | null>(null);
  /** 手机登录 was opened by the slider's way out: its phone field takes the focus (not on a tab's own change). */
  const [fromSlider, setFromSlider] = useState(false);

  const show = (next: LoginMode) => {
    const query = new URLSearchParams(params);
    if (next === LoginMode.Password) query.delete('mode');
    else query.set('mode', next);
    setParams(query, { replace: true });
  };
  const enter = async (result: LoginResult) => {
    queryClient.clear();
    session.login(result);
    // The person's preferences (/account/preference): their language, and their default page unless sent from one.
    const landing = await landingAfterLogin(client, params.get(REDIRECT_QUERY_KEY), safeRedirect);
    if (landing.language) setLanguage(landing.language);
    void navigate(landing.path, { replace: true });
  };
  const passwordLogin = (
    <PasswordLoginForm
      defaultUsername={resetPhone}
      onUseSms={(phone) => {
        setSmsPhone(phone);
        // The button that was pressed goes with its tab: the focus goes to the phone field of 手机登录 when it
        // appears (the tab changes with the address, after this handler: a timeout here found no field).
        setFromSlider(true);
        show(LoginMode.Phone);
      }}
      onLoggedIn={(result, account, remember) => {
        session.rememberUsername(remember ? account : null);
        void enter(result);
      }}
    />
  );

  let content: ReactNode;
  if (mode === LoginMode.Register || mode === LoginMode.FindBack) {
    const registering = mode === LoginMode.Register;
    content = (
      <>
        <h2 id="login-heading" className={styles.heading}>
          {registering ? t.login.registerHeading : t.login.findBackHeading}
        </h2>
        <Suspense fallback={loadingForm}>
          {registering ? (
            <RegisterForm onRegistered={(result) => void enter(result)} />
          ) : (
            <FindBackPasswordForm
              onReset={(phone) => {
                setResetPhone(phone);
                show(LoginMode.Password);
              }}
            />
          )}
        </Suspense>
        <div className={styles.links}>
          <Link onPress={() => show(LoginMode.Password)}>{t.login.backToLogin}</Link>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h2 id="login-heading" className={styles.visuallyHidden}>
          {t.login.heading}
        </h2>
        {resetPhone ? <Alert tone="success" showIcon description={t.login.passwordReset} /> : null}
        <Tabs
          aria-label={t.login.ways}
          selectedKey={mode}
          onSelectionChange={(key) => {
            setFromSlider(false);
            show(modeOf(String(key)));
          }}
          items={[
            { id: LoginMode.Password, label: t.login.heading, content: passwordLogin },
            {
              id: LoginMode.Phone,
              label: t.login.phoneTab,
              content: (
                <Suspense fallback={loadingForm}>
                  <PhoneLoginForm
                    {...(smsPhone ? { defaultPhone: smsPhone } : {})}
                    focusPhone={fromSlider}
                    onLoggedIn={(result) => void enter(result)}
                  />
                </Suspense>
              ),
            },
          ]}
        />
        <div className={styles.links}>
          <Link onPress={() => show(LoginMode.Register)}>{t.login.register}</Link>
          <Link onPress={() => show(LoginMode.FindBack)}>{t.login.forgotPassword}</Link>
        </div>
      </>
    );
  }

  return (
    <div className={styles.shell}>
      <div className={styles.top}>
        <Button variant="text" size="sm" onPress={() => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN')}>
          <span lang={language === 'zh-CN' ? 'en' : 'zh-CN'}>{t.common.otherLanguage}</span>
        </Button>
      </div>
      <main className={styles.main}>
        <div className={styles.brandRow}>
          <span className={styles.logo} aria-hidden="true">
            A
          </span>
          <h1 className={styles.productTitle}>{t.product.title}</h1>
        </div>
        <p className={styles.tagline}>{t.product.tagline}</p>
        <section className={styles.card} aria-labelledby="login-heading">
          <h2 id="login-heading" className={styles.heading}>
            {t.login.heading}
          </h2>
          {content}
        </section>
      </main>
      <footer className={styles.footer}>© Atelier</footer>
    </div>
  );
}
