import { AccountMessage, INPUT_REQUIRED, PASSWORD_INVALID } from '@atelier/api';
import { FIXTURE_PASSWORD, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Features/Accounts/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onChanged: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvasElement: HTMLElement) {
  const scope = within(within(canvasElement).getByRole('form', { name: '修改密码' }));
  return {
    form: scope,
    oldPassword: scope.getByLabelText(/原密码/),
    password: scope.getByLabelText(/新密码/),
    submit: scope.getByRole('button', { name: '修改密码' }),
  };
}

/** The current password and the new one. */
export const Empty: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).oldPassword).toHaveValue('');
  },
};

/** Nothing typed: 输入不能为空 under both. */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await waitFor(() => expect(f.form.getAllByText(INPUT_REQUIRED)).toHaveLength(2));
  },
};

/** A weak new password, a wrong current one, the same one again: each message where it belongs. */
export const Refusals: Story = {
  play: async ({ canvasElement, args }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.oldPassword, 'Wrong2026');
    await userEvent.type(f.password, 'abcdefgh');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(PASSWORD_INVALID)).toBeVisible();

    await userEvent.clear(f.password);
    await userEvent.type(f.password, 'Renewed2027');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(AccountMessage.OldPasswordWrong)).toBeVisible();

    await userEvent.clear(f.oldPassword);
    await userEvent.type(f.oldPassword, FIXTURE_PASSWORD);
    await userEvent.clear(f.password);
    await userEvent.type(f.password, FIXTURE_PASSWORD);
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(AccountMessage.SamePassword)).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** Changed: the form empties and says the other devices were signed out; this session goes on. */
export const Changed: Story = {
  play: async (context) => {
    const f = fields(context.canvasElement);
    await userEvent.type(f.oldPassword, FIXTURE_PASSWORD);
    await userEvent.type(f.password, 'Renewed2027');
    await userEvent.click(f.submit);
    await expect(await f.form.findByText(AccountMessage.PasswordChanged)).toBeVisible();
    await expect(f.oldPassword).toHaveValue('');
    await waitFor(() => expect(context.args.onChanged).toHaveBeenCalledTimes(1));
    const { store } = fixtureApiOf(context);
    await expect(store.user(fixtureSession.userId).password).toBe('Renewed2027');
    await expect(store.sessionUser(fixtureSession.token)?.userId).toBe(fixtureSession.userId);
  },
};
