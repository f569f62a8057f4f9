import { AccountMessage, OrganisationMessage } from '@atelier/api';
import { addFixtureInvitation } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { InvitationProfile } from './InvitationProfile';

const CODE = 'INVITE2026AB';
const NEW_PHONE = '13700000061';

const meta = {
  title: 'Features/Accounts/InvitationProfile',
  component: InvitationProfile,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { inviteCode: CODE, onRegistered: fn(), onBackToLogin: fn() },
  parameters: { fixtureApi: { setup: (store) => addFixtureInvitation(store, CODE) } satisfies FixtureApiParameters },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof InvitationProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: whose invitation to which enterprise, then the registration form with 注册并加入. */
export const Invited: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('陈建国邀请您加入「华筑建筑设计研究院有限公司」，完善信息后即可加入'),
    ).toBeVisible();
    const form = within(canvas.getByRole('form', { name: '注册' }));
    await expect(form.getByRole('button', { name: '注册并加入' })).toBeEnabled();
  },
};

/** Completed with the SMS code: the account is a member of the inviting enterprise and signed in there. */
export const RegisteredIntoTheEnterprise: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const form = within(await canvas.findByRole('form', { name: '注册' }));
    await userEvent.type(form.getByRole('textbox', { name: /手机号/ }), NEW_PHONE);
    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    await form.findByText(AccountMessage.CodeSent);
    const code = fixtureApiOf(context).store.lastSmsCode(NEW_PHONE) ?? '';
    await userEvent.type(form.getByRole('textbox', { name: /验证码/ }), code);
    await userEvent.type(form.getByRole('textbox', { name: /姓名/ }), '邀新');
    await userEvent.type(form.getByLabelText(/密码/), 'Design2026');
    await userEvent.click(form.getByRole('button', { name: '注册并加入' }));
    await waitFor(() => expect(context.args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(context.args.onRegistered.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({
        userInfo: expect.objectContaining({ username: NEW_PHONE, realname: '邀新', curEnterpriseId: 'ent-001' }),
        enterpriseVoList: [expect.objectContaining({ enterpriseId: 'ent-001' })],
      }),
    );
  },
};

/** A wrong code: 验证码错误 under the code, what was typed kept, nobody registered. */
export const WrongCode: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const form = within(await canvas.findByRole('form', { name: '注册' }));
    await userEvent.type(form.getByRole('textbox', { name: /手机号/ }), NEW_PHONE);
    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    await form.findByText(AccountMessage.CodeSent);
    const sent = fixtureApiOf(context).store.lastSmsCode(NEW_PHONE) ?? '';
    await userEvent.type(form.getByRole('textbox', { name: /验证码/ }), sent === '000000' ? '111111' : '000000');
    await userEvent.type(form.getByRole('textbox', { name: /姓名/ }), '邀新');
    await userEvent.type(form.getByLabelText(/密码/), 'Design2026');
    await userEvent.click(form.getByRole('button', { name: '注册并加入' }));
    await expect(await form.findByText(AccountMessage.CodeWrong)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /姓名/ })).toHaveValue('邀新');
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
  },
};

/** An expired (or unknown) invitation: the server's message and the way back to the login; no form. */
export const ExpiredInvitation: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: { setup: (store) => addFixtureInvitation(store, CODE, { days: -1 }) } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(OrganisationMessage.InvitationInvalid)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '返回登录' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** A link without its code: said at once, nothing asked of the server. */
export const MissingCode: Story = {
  args: { inviteCode: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(OrganisationMessage.InvitationInvalid)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回登录' })).toBeVisible();
  },
};
