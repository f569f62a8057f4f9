import { AccountMessage, INPUT_REQUIRED, MOBILE_INVALID, PASSWORD_INVALID, PERSON_NAME_INVALID } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Features/Accounts/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onRegistered: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PHONE = '13700000001';

function fields(canvasElement: HTMLElement) {
  const form = within(canvasElement).getByRole('form', { name: '注册' });
  const scope = within(form);
  return {
    form: scope,
    phone: scope.getByRole('textbox', { name: /手机号/ }),
    code: scope.getByRole('textbox', { name: /验证码/ }),
    realname: scope.getByRole('textbox', { name: /姓名/ }),
    password: scope.getByLabelText(/密码/),
    get send() {
      return scope.getByRole('button', { name: '获取验证码' });
    },
    submit: scope.getByRole('button', { name: '注册' }),
  };
}

/** The empty form: phone, code with its send button, name and password. */
export const Empty: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await expect(f.phone).toHaveValue('');
    await expect(f.send).toBeEnabled();
  },
};

/** Submitting nothing: 输入不能为空 under phone, name and password, 请输入验证码 under the code. */
export const EmptyFields: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement, args }) => {
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await waitFor(() => expect(f.form.getAllByText(INPUT_REQUIRED)).toHaveLength(3));
    await expect(f.form.getByText('请输入验证码')).toBeVisible();
    await expect(f.phone).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** A bad mobile number, a one-character name and a password without a digit, each with its 5.11 message. */
export const BadPhoneNameAndWeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.phone, '12345678901');
    await userEvent.type(f.code, '123456');
    await userEvent.type(f.realname, '周');
    await userEvent.type(f.password, 'password');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(MOBILE_INVALID)).toBeVisible();
    await expect(f.form.getByText(PERSON_NAME_INVALID)).toBeVisible();
    await expect(f.form.getByText(PASSWORD_INVALID)).toBeVisible();
  },
};

/** The send button checks the phone first and asks nothing of the server when it is wrong. */
export const SendWithBadPhone: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.click(f.send);
    await expect(await f.form.findByText(INPUT_REQUIRED)).toBeVisible();
    await userEvent.type(f.phone, '1370000');
    await userEvent.click(f.send);
    await expect(await f.form.findByText(MOBILE_INVALID)).toBeVisible();
    await expect(fixtureApiOf(context).store.smsOutbox).toHaveLength(0);
  },
};

/** A code sent: 验证码已发送, the button counts down from 60 and cannot be pressed again. */
export const CodeSentCountdown: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, NEW_PHONE);
    await userEvent.click(f.send);
    await expect(await f.form.findByText(AccountMessage.CodeSent)).toBeVisible();
    const waiting = await f.form.findByRole('button', { name: /^(60|59)秒后重新获取$/ });
    await expect(waiting).toBeDisabled();
    await waitFor(() => expect(f.form.getByRole('button', { name: /^(58|57)秒后重新获取$/ })).toBeDisabled(), {
      timeout: 4000,
    });
    await expect(fixtureApiOf(context).store.lastSmsCode(NEW_PHONE)).toMatch(/^\d{6}$/);
  },
};

/** A phone registered already (李婷's): the message under the phone, no code sent. */
export const DuplicatePhone: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, '13912345602');
    await userEvent.click(f.send);
    await expect(await f.form.findByText(AccountMessage.PhoneRegistered)).toBeVisible();
    await expect(f.form.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(fixtureApiOf(context).store.smsOutbox).toHaveLength(0);
  },
};

/** A wrong code: 验证码错误 under the code; everything typed stays. */
export const WrongCode: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, NEW_PHONE);
    await userEvent.click(f.send);
    await f.form.findByText(AccountMessage.CodeSent);
    const sent = fixtureApiOf(context).store.lastSmsCode(NEW_PHONE) ?? '';
    const wrong = sent === '000000' ? '111111' : '000000';
    await userEvent.type(f.code, wrong);
    await userEvent.type(f.realname, '周新');
    await userEvent.type(f.password, 'Design2026');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(AccountMessage.CodeWrong)).toBeVisible();
    await expect(f.phone).toHaveValue(NEW_PHONE);
    await expect(f.realname).toHaveValue('周新');
    await expect(f.password).toHaveValue('Design2026');
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
  },
};

/** The code from the SMS: the account is created, signed in and handed to the caller, without an enterprise. */
export const Registered: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.phone, NEW_PHONE);
    await userEvent.click(f.send);
    await f.form.findByText(AccountMessage.CodeSent);
    await userEvent.type(f.code, fixtureApiOf(context).store.lastSmsCode(NEW_PHONE) ?? '');
    await userEvent.type(f.realname, '周新');
    await userEvent.type(f.password, 'Design2026');
    await userEvent.click(f.submit);
    await waitFor(() => expect(context.args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(context.args.onRegistered.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({
        userInfo: expect.objectContaining({ username: NEW_PHONE, realname: '周新', curEnterpriseId: null }),
        enterpriseVoList: [],
      }),
    );
  },
};
