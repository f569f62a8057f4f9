import {
  AccountMessage,
  CAPTCHA_AFTER_FAILURES,
  CaptchaMessage,
  INPUT_REQUIRED,
  LoginWay,
  loginFailureKey,
} from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { SLIDE_PAGE_STEP } from './captchaModel';
import { PhoneLoginForm } from './PhoneLoginForm';

const meta = {
  title: 'Features/Accounts/PhoneLoginForm',
  component: PhoneLoginForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onLoggedIn: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof PhoneLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 李婷's phone in the fixtures. */
const PHONE = '13912345602';

function fields(canvasElement: HTMLElement) {
  const scope = within(within(canvasElement).getByRole('form', { name: '登录' }));
  return {
    form: scope,
    phone: scope.getByRole('textbox', { name: /手机号/ }),
    code: scope.getByRole('textbox', { name: /验证码/ }),
    get send() {
      return scope.getByRole('button', { name: '获取验证码' });
    },
    submit: scope.getByRole('button', { name: '登录' }),
  };
}

/** Phone and code, empty. */
export const Empty: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).phone).toHaveValue('');
  },
};

/** Submitting nothing: 输入不能为空 under the phone and 请输入验证码 under the code. */
/** Opened by the password login's slider (改用手机验证码登录): the typed phone is kept and its field has the focus. */
export const FromSlider: Story = {
  args: { defaultPhone: PHONE, focusPhone: true },
  play: async ({ canvasElement }) => {
    const { phone, code } = fields(canvasElement);
    await expect(phone).toHaveValue(PHONE);
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(code).toHaveValue('');
  },
};

/** Without `focusPhone` (a tab chosen by hand) the form takes no focus. */
export const NotFocused: Story = {
  args: { defaultPhone: PHONE },
  play: async ({ canvasElement }) => {
    const { phone } = fields(canvasElement);
    await expect(phone).toHaveValue(PHONE);
    await expect(phone).not.toHaveFocus();
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(INPUT_REQUIRED)).toBeVisible();
    await expect(f.form.getByText('请输入验证码')).toBeVisible();
  },
};

/** A phone that is no account: 该手机号尚未注册 under the phone, no code sent. */
export const NotRegistered: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, '13700000099');
    await userEvent.click(f.send);
    await expect(await f.form.findByText(AccountMessage.PhoneNotRegistered)).toBeVisible();
    await expect(fixtureApiOf(context).store.smsOutbox).toHaveLength(0);
  },
};

/** The server says to wait (a code went out 18 s ago): the button waits as long as the server says. */
export const ResendTooSoon: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const sentAt = new Date(Date.now() - 18_000);
    store.clock = () => sentAt;
    store.sendSms(PHONE, 'login');
    store.clock = () => new Date();
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, PHONE);
    await userEvent.click(f.send);
    await expect(await f.form.findByText(/^请4[12]秒后再获取验证码$/)).toBeVisible();
    await expect(f.form.getByRole('button', { name: /^4[012]秒后重新获取$/ })).toBeDisabled();
  },
};

/** The code from the SMS signs 李婷 in; the same code a second time is refused as expired. */
export const LoggedIn: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, PHONE);
    await userEvent.click(f.send);
    await f.form.findByText(AccountMessage.CodeSent);
    await userEvent.type(f.code, fixtureApiOf(context).store.lastSmsCode(PHONE) ?? '');
    await userEvent.click(f.submit);
    await waitFor(() => expect(context.args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(context.args.onLoggedIn.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ userInfo: expect.objectContaining({ realname: '李婷' }) }),
    );
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(AccountMessage.CodeExpired)).toBeVisible();
  },
};

/** A code other than `code` (a typo). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the slider onto `x` with the keys (Page Up by tens, then arrows) and checks it with Enter. */
async function solveByKeys(slider: HTMLElement, x: number) {
  slider.focus();
  await userEvent.keyboard('{Home}');
  const pages = Math.floor(x / SLIDE_PAGE_STEP);
  if (pages > 0) await userEvent.keyboard(`{PageUp>${pages}/}`);
  const rest = x - pages * SLIDE_PAGE_STEP;
  if (rest > 0) await userEvent.keyboard(`{ArrowRight>${rest}/}`);
  await userEvent.keyboard('{Enter}');
}

/**
 * Wrong codes, as with wrong passwords: after CAPTCHA_AFTER_FAILURES of them the slide captcha shows above the
 * button; sending before it is passed says 请先完成滑块验证 and puts the focus on the slider; passed, the right code
 * signs 李婷 in (the token goes with the login).
 */
export const CaptchaAfterWrongCodes: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, PHONE);
    await userEvent.click(f.send);
    await f.form.findByText(AccountMessage.CodeSent);
    const code = store.lastSmsCode(PHONE) ?? '';
    await userEvent.type(f.code, wrongCode(code));
    for (let i = 1; i <= CAPTCHA_AFTER_FAILURES; i += 1) {
      await userEvent.click(f.submit);
      await expect(await f.form.findByText(AccountMessage.CodeWrong)).toBeVisible();
      if (i < CAPTCHA_AFTER_FAILURES) await expect(f.form.queryByRole('slider')).toBeNull();
      // The next try (the field's message goes as the code is typed again).
      await userEvent.clear(f.code);
      await userEvent.type(f.code, i < CAPTCHA_AFTER_FAILURES ? wrongCode(code) : code);
    }
    const slider = await f.form.findByRole('slider', { name: CaptchaMessage.Label });
    await expect(f.form.getByRole('group', { name: CaptchaMessage.Label })).toBeVisible();
    // Not the password login's way out: this is the SMS-code login already.
    await expect(f.form.queryByRole('button', { name: CaptchaMessage.UseSms })).toBeNull();
    await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(CaptchaMessage.SolveFirst)).toBeVisible();
    await expect(slider).toHaveFocus();
    await expect(context.args.onLoggedIn).not.toHaveBeenCalled();
    await solveByKeys(slider, store.lastSlideChallenge()?.xPosition ?? 0);
    await expect(await f.form.findByText(CaptchaMessage.Passed, { selector: '[role="status"]' })).toBeVisible();
    await userEvent.click(f.submit);
    await waitFor(() => expect(context.args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(store.slideChallenges.filter((c) => c.passed)).toHaveLength(0);
  },
};

/**
 * The server asks for the slider (this phone's code failed three times elsewhere): its message above the form and
 * the slider at once; the code typed stays.
 */
export const CaptchaAsked: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const user = store.state.users.find((u) => u.phone === PHONE);
    store.loginFailures.set(loginFailureKey(LoginWay.Phone, user && { id: user.userId }, PHONE), {
      failures: CAPTCHA_AFTER_FAILURES,
      windowStartedAt: new Date(),
    });
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, PHONE);
    await userEvent.type(f.code, '123456');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(CaptchaMessage.Required)).toBeVisible();
    const slider = await f.form.findByRole('slider', { name: CaptchaMessage.Label });
    await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    await expect(f.code).toHaveValue('123456');
    await expect(context.args.onLoggedIn).not.toHaveBeenCalled();
  },
};
