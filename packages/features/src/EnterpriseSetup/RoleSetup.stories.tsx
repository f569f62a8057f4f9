import { EnterpriseSetupMessage, FixedRoleId } from '@atelier/api';
import { addFixtureRole, FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { RoleSetup } from './RoleSetup';

const meta = {
  title: 'Features/EnterpriseSetup/RoleSetup',
  component: RoleSetup,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { currentUserId: 'u-001', onOwnAdminRightRemoved: fn() },
} satisfies Meta<typeof RoleSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three fixed roles; the administrator's tree is shown checked and read-only. */
export const FixedRoles: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: '角色列表' }, { timeout: 5000 }));
    await expect(nav.getByRole('button', { name: /企业管理员/ })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: /档案管理员/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /发布管理员/ })).toBeVisible();
    await expect(canvas.getByText('暂无自定义角色，点击“新建角色”把菜单和按钮权限组合成角色')).toBeVisible();
    await expect(await canvas.findByText('固定角色的权限由系统设定，不可修改', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  },
};

/** A custom role: created (name rule first), one menu checked and saved, then deleted. */
export const CustomRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新建角色' }));
    let form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await form.findByText(EnterpriseSetupMessage.RoleNameRequired)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /角色名称/ }), '企业管理员');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText(EnterpriseSetupMessage.RoleNameTaken)).toBeVisible(), {
      timeout: 5000,
    });
    await closeToasts();
    await userEvent.clear(form.getByRole('textbox', { name: /角色名称/ }));
    await userEvent.type(form.getByRole('textbox', { name: /角色名称/ }), '专业负责人');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('角色已新建')).toBeVisible(), { timeout: 5000 });
    await closeToasts();

    const tree = await canvas.findByRole('treegrid', { name: '专业负责人的权限' }, { timeout: 5000 });
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await userEvent.click(within(tree).getByRole('row', { name: /通讯录/ }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByText('权限已保存，成员下次加载权限时生效')).toBeVisible(), {
      timeout: 10_000,
    });
    // Saved: the tree is clean again.
    await expect(save).toBeDisabled();
    await closeToasts();

    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    form = within(await screen.findByRole('alertdialog', { name: '删除角色' }));
    await userEvent.click(form.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getByText('角色已删除')).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};

/** The people of the enterprise-admin role: the last administrator cannot be removed. */
export const People: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '人员' }, { timeout: 5000 }));
    await expect(await canvas.findByText('陈建国', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '移除 陈建国' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '移除人员' })).getByRole('button', { name: '移除' }),
    );
    await waitFor(() => expect(screen.getByText(EnterpriseSetupMessage.LastAdmin)).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};

/** An administrator who takes their own right (another admin remains): warned, then handed to the portal. */
export const OwnAdminRightRemoved: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        const other = store.state.users.find((u) => u.username === 'liting');
        if (other) other.roleIds = [...other.roleIds, FixedRoleId.EnterpriseAdmin];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '人员' }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: '移除 陈建国' }, { timeout: 5000 }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '移除人员' })).getByRole('button', { name: '移除' }),
    );
    await waitFor(() => expect(args.onOwnAdminRightRemoved).toHaveBeenCalled(), { timeout: 5000 });
    // The warning toast (it may already be leaving on a slow machine).
    await waitFor(() => expect(screen.getAllByText('您的企业管理员权限已被移除').length).toBeGreaterThan(0));
    await closeToasts();
  },
};

/** Someone who is not an administrator: the roles do not load. */
export const NotAdministrator: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      resolvers: { enterpriseSetup: { allRoles: () => refuse(FixtureCode.Error, EnterpriseSetupMessage.NoRoleSetup) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载失败，请稍后重试', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.getByText(EnterpriseSetupMessage.NoRoleSetup)).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};

/**
 * 陈建国 made a helper: not an administrator, holding 企业设置 through the custom role 设置助理 (李婷 is the
 * administrator). `others` adds a custom role 资料员 (通讯录 only) that he does not hold.
 */
const helperSetup =
  (others: boolean): FixtureApiParameters['setup'] =>
  (store) => {
    for (const u of store.state.users) {
      if (u.userId === 'u-001') u.roleIds = u.roleIds.filter((r) => r !== FixedRoleId.EnterpriseAdmin);
      if (u.username === 'liting') u.roleIds = [...u.roleIds, FixedRoleId.EnterpriseAdmin];
    }
    addFixtureRole(store, { roleName: '设置助理', permissionIds: ['enterpriseSetup', 'contact'], holders: ['u-001'] });
    if (others) addFixtureRole(store, { roleName: '资料员', permissionIds: ['contact'] });
  };

/** A non-administrator's own role: read-only, told why, neither renamed nor deleted (the server refuses it too). */
export const HelperOwnRole: Story = {
  parameters: { fixtureApi: { setup: helperSetup(false) } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: '角色列表' }, { timeout: 5000 }));
    await userEvent.click(nav.getByRole('button', { name: /设置助理/ }));
    await expect(await canvas.findByText('这是您所属的角色，只有企业管理员可以修改或删除它')).toBeVisible();
    await expect(await canvas.findByRole('treegrid', { name: '设置助理的权限' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '重命名' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  },
};

/** A non-administrator grants keys they lack (发布中心): the save is refused, the message stays beside the tree. */
export const GrantBeyondOwnRefused: Story = {
  parameters: { fixtureApi: { setup: helperSetup(true) } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: '角色列表' }, { timeout: 5000 }));
    await userEvent.click(nav.getByRole('button', { name: /资料员/ }));
    const tree = await canvas.findByRole('treegrid', { name: '资料员的权限' }, { timeout: 5000 });
    await expect(canvas.getByText('您只能授予自己拥有的权限')).toBeVisible();
    await userEvent.click(within(tree).getByRole('row', { name: /发布中心/ }));
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('权限未保存');
    await expect(alert).toHaveTextContent(EnterpriseSetupMessage.GrantBeyondOwn);
    // Nothing is lost: the checks stay and can be saved again once corrected.
    await expect(save).toBeEnabled();
    await closeToasts();
  },
};
