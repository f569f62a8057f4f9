import { AccountMessage, PASSWORD_INVALID } from '@atelier/api';
import { FIXTURE_PASSWORD } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { FindBackPasswordForm } from './FindBackPasswordForm';

const meta = {
  title: 'Features/Accounts/FindBackPasswordForm',
  component: FindBackPasswordForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onReset: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof FindBackPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 陈建国's phone in the fixtures. */
const PHONE = '13812345601';

function fields(canvasElement: HTMLElement) {
  const scope = within(within(canvasElement).getByRole('form', { name: '重置密码' }));
  return {
    form: scope,
    phone: scope.getByRole('textbox', { name: /手机号/ }),
    code: scope.getByRole('textbox', { name: /验证码/ }),
    password: scope.getByLabelText(/新密码/),
    get send() {
      return scope.getByRole('button', { name: '获取验证码' });
    },
    submit: scope.getByRole('button', { name: '重置密码' }),
  };
}

async function sendCode(context: Parameters<NonNullable<Story['play']>>[0]) {
  const f = fields(context.canvasElement);
  await userEvent.type(f.phone, PHONE);
  await userEvent.click(f.send);
  await f.form.findByText(AccountMessage.CodeSent);
  return fixtureApiOf(context).store.lastSmsCode(PHONE) ?? '';
}

/** Phone, code and the new password. */
export const Empty: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).password).toHaveValue('');
  },
};

/** A new password without a letter: the 5.11 message, nothing sent. */
export const WeakPassword: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    const f = fields(context.canvasElement);
    await userEvent.type(f.code, code);
    await userEvent.type(f.password, '12345678');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(PASSWORD_INVALID)).toBeVisible();
    await expect(context.args.onReset).not.toHaveBeenCalled();
  },
};

/** A wrong code: 验证码错误 under the code, the old password still works. */
export const WrongCode: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    const f = fields(context.canvasElement);
    await userEvent.type(f.code, code === '000000' ? '111111' : '000000');
    await userEvent.type(f.password, 'Renewed2027');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(AccountMessage.CodeWrong)).toBeVisible();
    const user = fixtureApiOf(context).store.state.users.find((u) => u.phone === PHONE);
    await expect(user?.password).toBe(FIXTURE_PASSWORD);
  },
};

/** The right code: the password is reset and the caller is told which phone (to go back to the login). */
export const Reset: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    const f = fields(context.canvasElement);
    await userEvent.type(f.code, code);
    await userEvent.type(f.password, 'Renewed2027');
    await userEvent.click(f.submit);
    await waitFor(() => expect(context.args.onReset).toHaveBeenCalledWith(PHONE));
    const user = fixtureApiOf(context).store.state.users.find((u) => u.phone === PHONE);
    await expect(user?.password).toBe('Renewed2027');
  },
};
