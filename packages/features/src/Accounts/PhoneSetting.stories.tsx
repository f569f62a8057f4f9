import { AccountMessage, INPUT_REQUIRED, maskPhone, SMS_CODE_TTL_MINUTES } from '@atelier/api';
import { FIXTURE_PASSWORD, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { PhoneSetting } from './PhoneSetting';

const meta = {
  title: 'Features/Accounts/PhoneSetting',
  component: PhoneSetting,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onChanged: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof PhoneSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A number no fixture account has. */
const NEW_PHONE = '13700002424';
/** 李婷's number in the fixtures: another account's. */
const TAKEN_PHONE = '13912345602';

type Context = Parameters<NonNullable<Story['play']>>[0];
const me = (context: Context) => fixtureApiOf(context).store.user(fixtureSession.userId);

/** Opens 更换手机号 and answers its fields. */
async function openDialog(canvasElement: HTMLElement) {
  const button = await within(canvasElement).findByRole('button', { name: '更换手机号' });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: '更换手机号' }, { timeout: 5000 });
  // Seen once its entering animation is over.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  const scope = within(dialog);
  return {
    scope,
    phone: scope.getByRole('textbox', { name: /新手机号/ }),
    code: scope.getByRole('textbox', { name: /验证码/ }),
    password: scope.getByLabelText(/登录密码/),
    get send() {
      return scope.getByRole('button', { name: /获取验证码|秒后重新获取/ });
    },
    ok: scope.getByRole('button', { name: '更换手机号' }),
  };
}
type Fields = Awaited<ReturnType<typeof openDialog>>;

/** Types a new number, sends its code and waits for 验证码已发送; answers the code the fixture sent. */
async function sendCode(context: Context, f: Fields, phone = NEW_PHONE) {
  await userEvent.type(f.phone, phone);
  await userEvent.click(f.send);
  await f.scope.findByText(AccountMessage.CodeSent, {}, { timeout: 5000 });
  return fixtureApiOf(context).store.lastSmsCode(phone) ?? '';
}

/** What was typed is still there after a refusal, and nothing changed. */
async function keptAsTyped(context: Context, f: Fields, values: { phone: string; code: string; password: string }) {
  await expect(f.phone).toHaveValue(values.phone);
  await expect(f.code).toHaveValue(values.code);
  await expect(f.password).toHaveValue(values.password);
  await expect(context.args.onChanged).not.toHaveBeenCalled();
  await expect(me(context).phone).not.toBe(NEW_PHONE);
}

/** The entry: the bound number masked (138****5601) and 更换手机号. */
export const Entry: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const shown = await within(context.canvasElement).findByTestId('bound-phone', {}, { timeout: 5000 });
    await expect(shown).toHaveTextContent(maskPhone(me(context).phone));
    await expect(shown).toHaveTextContent(/^1\d\d\*\*\*\*\d{4}$/);
  },
};

/** The dialog, idle: the current number masked, the new number, 获取验证码, the code and the password. */
export const DialogIdle: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    const current = maskPhone(me(context).phone);
    await expect(current).toMatch(/^1\d\d\*{4}\d{4}$/);
    await waitFor(() => expect(f.scope.getByText(current)).toBeVisible());
    await expect(f.phone).toHaveValue('');
    await expect(f.send).toBeEnabled();
    await expect(f.scope.getByText(/验证码将发送到新手机号/)).toBeVisible();
  },
};

/** 确定 with nothing typed: 输入不能为空 under the number and the password, 请输入验证码 under the code. */
export const EmptyFields: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    await userEvent.click(f.ok);
    await waitFor(() => expect(f.scope.getAllByText(INPUT_REQUIRED)).toHaveLength(2));
    await expect(f.scope.getByText('请输入验证码')).toBeVisible();
    await expect(context.args.onChanged).not.toHaveBeenCalled();
  },
};

/** A code sent to the new number: 验证码已发送 and the 60 s countdown; the SMS says it is for a phone change. */
export const Countdown: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    await sendCode(context, f);
    await expect(await f.scope.findByRole('button', { name: /^(60|59)秒后重新获取$/ })).toBeDisabled();
    await waitFor(() => expect(f.scope.getByRole('button', { name: /^(58|57)秒后重新获取$/ })).toBeDisabled(), {
      timeout: 4000,
    });
    const sms = fixtureApiOf(context).store.smsOutbox.at(-1);
    await expect(sms?.phone).toBe(NEW_PHONE);
    await expect(sms?.text).toContain('更换手机号验证码');
  },
};

/** The number bound now: 新手机号不能与当前手机号相同 under the number; what was typed stays. */
export const SameAsNow: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    const current = me(context).phone;
    await userEvent.type(f.phone, current);
    await userEvent.type(f.code, '123456');
    await userEvent.type(f.password, FIXTURE_PASSWORD);
    await userEvent.click(f.ok);
    await expect(await f.scope.findByText(AccountMessage.PhoneSameAsNow)).toBeVisible();
    await expect(f.phone).toHaveValue(current);
    await expect(f.code).toHaveValue('123456');
    await expect(context.args.onChanged).not.toHaveBeenCalled();
  },
};

/** Another account's number: refused when asking for the code, under the number; no SMS goes out. */
export const Taken: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    await userEvent.type(f.phone, TAKEN_PHONE);
    await userEvent.click(f.send);
    await expect(await f.scope.findByText(AccountMessage.PhoneTaken)).toBeVisible();
    await expect(f.phone).toHaveValue(TAKEN_PHONE);
    await expect(fixtureApiOf(context).store.smsOutbox).toHaveLength(0);
  },
};

/** A wrong login password: 登录密码错误 under it; the number, the code and the password stay. */
export const WrongPassword: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    const code = await sendCode(context, f);
    await userEvent.type(f.code, code);
    await userEvent.type(f.password, 'Wrong2026');
    await userEvent.click(f.ok);
    await expect(await f.scope.findByText(AccountMessage.PasswordWrong)).toBeVisible();
    await keptAsTyped(context, f, { phone: NEW_PHONE, code, password: 'Wrong2026' });
  },
};

/** A wrong code: 验证码错误 under the code; everything typed stays. */
export const WrongCode: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    const sent = await sendCode(context, f);
    const wrong = sent === '000000' ? '111111' : '000000';
    await userEvent.type(f.code, wrong);
    await userEvent.type(f.password, FIXTURE_PASSWORD);
    await userEvent.click(f.ok);
    await expect(await f.scope.findByText(AccountMessage.CodeWrong)).toBeVisible();
    await keptAsTyped(context, f, { phone: NEW_PHONE, code: wrong, password: FIXTURE_PASSWORD });
  },
};

/** The code typed after its 5 minutes: 验证码已失效，请重新获取 under the code. */
export const ExpiredCode: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    const code = await sendCode(context, f);
    const { store } = fixtureApiOf(context);
    const later = Date.now() + (SMS_CODE_TTL_MINUTES * 60 + 1) * 1000;
    store.clock = () => new Date(later);
    await userEvent.type(f.code, code);
    await userEvent.type(f.password, FIXTURE_PASSWORD);
    await userEvent.click(f.ok);
    await expect(await f.scope.findByText(AccountMessage.CodeExpired)).toBeVisible();
    await keptAsTyped(context, f, { phone: NEW_PHONE, code, password: FIXTURE_PASSWORD });
  },
};

/** Changed: the toast, the dialog closes and the entry shows the new number masked. */
export const Changed: Story = {
  play: async (context) => {
    const f = await openDialog(context.canvasElement);
    const code = await sendCode(context, f);
    await userEvent.type(f.code, code);
    await userEvent.type(f.password, FIXTURE_PASSWORD);
    await userEvent.click(f.ok);
    await toastShown(AccountMessage.PhoneChanged);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '更换手机号' })).toBeNull(), { timeout: 5000 });
    await waitFor(() =>
      expect(within(context.canvasElement).getByTestId('bound-phone')).toHaveTextContent(maskPhone(NEW_PHONE)),
    );
    await expect(context.args.onChanged).toHaveBeenCalledWith(NEW_PHONE);
    await expect(me(context).phone).toBe(NEW_PHONE);
    clearLiveAnnouncer();
  },
};
