import { AccountMessage, INPUT_REQUIRED } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
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
