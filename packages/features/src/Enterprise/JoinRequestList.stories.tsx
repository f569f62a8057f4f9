import { EnterpriseMessage } from '@atelier/api';
import { addFixtureJoinRequest, FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { JoinRequestList } from './JoinRequestList';

/** Two people without an enterprise asked to join 华筑. */
function withRequests(store: FixtureStore) {
  for (const [n, username, realname, phone, comment] of [
    [101, 'zhaogang', '赵刚', '13100000101', '结构专业，申请加入'],
    [102, 'sunli', '孙丽', '13100000102', ''],
  ] as const) {
    store.state.users.push({
      userId: `u-${n}`,
      username,
      password: 'Atelier2026',
      realname,
      phone,
      email: `${username}@example.cn`,
      specialtyId: '',
      dutyId: '',
      enterpriseIds: [],
      curEnterpriseId: '',
      roleIds: [],
    });
    addFixtureJoinRequest(store, {
      userId: `u-${n}`,
      enterpriseId: 'ent-001',
      comment,
      createTime: `2026-11-2${n - 100} 09:30:00`,
    });
  }
}

const meta = {
  title: 'Features/Enterprise/JoinRequestList',
  component: JoinRequestList,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: withRequests } satisfies FixtureApiParameters },
  args: { onChanged: fn() },
} satisfies Meta<typeof JoinRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending requests; approving one makes them a member and takes the row away. */
export const Pending: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '待审核成员' })).toBeVisible();
    await expect(await canvas.findByText('赵刚', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('结构专业，申请加入')).toBeVisible();
    await expect(canvas.getByText('孙丽')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '同意赵刚的申请' }));
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.Approved)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText('赵刚')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onChanged).toHaveBeenCalled();
    await closeToasts();
  },
};

/** Rejecting one. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '拒绝孙丽的申请' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.Rejected)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText('孙丽')).not.toBeInTheDocument(), { timeout: 5000 });
    await closeToasts();
  },
};

/** Nobody waiting. */
export const Empty: Story = {
  parameters: { fixtureApi: { setup: () => {} } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无待审核成员', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A member who is not an administrator: the server refuses, the list says it failed. */
export const NotAdministrator: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { enterprise: { toBeAudited: () => refuse(FixtureCode.Error, EnterpriseMessage.OnlyAdminAudits) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('待审核成员加载失败', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.OnlyAdminAudits)).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};
