import { OrganisationMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { OrganisationManager } from './OrganisationManager';

/*
 * The fixture firm 华筑 (12 people) with the demo tree: 院领导 (陈建国), 建筑设计所 > 建筑一组 (李婷, 黄伟, 吴磊, 周晓燕),
 * 结构设计所 (王海涛, 孙志强, 郑丽华), 机电设计所 (张敏, 刘洋, 赵雪梅); 何静 未分组. The session is 陈建国, administrator.
 */

const meta = {
  title: 'Features/Organisation/OrganisationManager',
  component: OrganisationManager,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { isAdmin: true, currentUserId: 'u-001', invitationUrl: 'https://atelier.example/invitation/profile' },
} satisfies Meta<typeof OrganisationManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 8000;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const tree = await canvas.findByRole('treegrid', { name: '部门' }, { timeout: T });
  const table = await canvas.findByRole('grid', { name: '人员' }, { timeout: T });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0), { timeout: T });
  return { canvas, tree, table };
}

const names = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace('管理员', ''));

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('[role="row"]') as HTMLElement;

/**
 * Presses one of the selected department's actions: on the bar, or in its 更多 menu when the tree's pane is too
 * narrow for all five (ActionBar).
 */
async function departmentAction(name: string) {
  const bar = await screen.findByRole('toolbar', { name: '部门操作' });
  const onBar = within(bar).queryByRole('button', { name });
  if (onBar) {
    await userEvent.click(onBar);
    return;
  }
  await userEvent.click(within(bar).getByRole('button', { name: '更多操作' }));
  const menu = await screen.findByRole('menu', { name: '更多操作' });
  await userEvent.click(within(menu).getByRole('menuitem', { name }));
}

async function select(tree: HTMLElement, name: string) {
  await userEvent.click(within(tree).getByRole('row', { name }));
}

/** The tree with 全部人员 and 未分组, everyone listed with department, specialty, duties and status. */
export const AdminView: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const { tree, table, canvas } = await loaded(canvasElement);
    for (const name of ['全部人员', '院领导', '建筑设计所', '建筑一组', '结构设计所', '机电设计所', '未分组']) {
      await expect(within(tree).getByRole('row', { name })).toBeVisible();
    }
    await waitFor(() => expect(names(table)).toHaveLength(12), { timeout: T });
    const chen = rowOf(table, '陈建国');
    await expect(within(chen).getByText('管理员')).toBeVisible();
    await expect(within(chen).getByText('院领导')).toBeVisible();
    await expect(within(chen).getByText('正常')).toBeVisible();
    await expect(within(rowOf(table, '何静')).getByText('未分组')).toBeVisible();
    await expect(canvas.getByText('共 12 人')).toBeVisible();
    // No removing or disabling oneself.
    await expect(within(chen).queryByRole('button', { name: '将陈建国移出企业' })).toBeNull();
    await expect(within(rowOf(table, '李婷')).getByRole('button', { name: '将李婷移出企业' })).toBeVisible();
  },
};

/** A department lists its people and its sub-departments' people; 未分组 the rest. */
export const SelectDepartment: Story = {
  play: async ({ canvasElement }) => {
    const { tree, table } = await loaded(canvasElement);
    await select(tree, '结构设计所');
    await waitFor(() => expect(names(table)).toEqual(['孙志强', '王海涛', '郑丽华'].sort()), { timeout: T });
    await select(tree, '未分组');
    await waitFor(() => expect(names(table)).toEqual(['何静']), { timeout: T });
  },
};

/** Searching by phone shows only the match, once typing stops. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索人员' }), '5604');
    await waitFor(() => expect(names(table)).toEqual(['张敏']), { timeout: T });
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索人员' }));
    await waitFor(() => expect(names(table)).toHaveLength(12), { timeout: T });
  },
};

/** Adding a new person: the 5.11 messages first, then the account is 未激活 and the 未激活 filter finds it. */
export const AddNewPerson: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加人员' }));
    const dialog = await screen.findByRole('dialog', { name: '添加人员' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('姓名须为2-10位中文、字母或数字')).toBeVisible();
    await expect(within(dialog).getByText('手机号码格式有误')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /姓名/ }), '钱新人');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /手机号/ }), '13700001111');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await toastShown('人员已添加');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加人员' })).toBeNull(), { timeout: T });
    await userEvent.click(canvas.getByRole('radio', { name: '未激活' }));
    await waitFor(() => expect(names(table)).toEqual(['钱新人']), { timeout: T });
    await expect(within(rowOf(table, '钱新人')).getByText('未激活')).toBeVisible();
    await closeToasts();
  },
};

/** A phone already in the enterprise: the server's message, the dialog stays with what was typed (pictured at 992 px). */
export const AddExistingMember: Story = {
  tags: ['vrt-992'],
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加人员' }));
    const dialog = await screen.findByRole('dialog', { name: '添加人员' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /姓名/ }), '李婷');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /手机号/ }), '13912345602');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await toastShown(OrganisationMessage.AlreadyMember);
    await expect(screen.getByRole('dialog', { name: '添加人员' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /手机号/ })).toHaveValue('13912345602');
    await closeToasts();
  },
};

/** A new department at the top: it appears in the tree and is selected. */
export const CreateDepartment: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, tree } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新建部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新建部门' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText(OrganisationMessage.DepartmentNameRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /部门名称/ }), '院办');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('部门已创建');
    await expect(await within(tree).findByRole('row', { name: '院办' }, { timeout: T })).toBeVisible();
    await closeToasts();
  },
};

/** A sibling's name is refused by the server: its message, the dialog stays. */
export const DepartmentNameTaken: Story = {
  tags: ['vrt-992'],
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新建部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新建部门' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /部门名称/ }), '院领导');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown(OrganisationMessage.DepartmentNameTaken);
    await expect(screen.getByRole('dialog', { name: '新建部门' })).toBeVisible();
    await closeToasts();
  },
};

/** Deleting a department with people, or with sub-departments, is refused with the reason. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const { tree } = await loaded(canvasElement);
    await select(tree, '结构设计所');
    await departmentAction('删除');
    let dialog = await screen.findByRole('dialog', { name: '删除部门' });
    // Visible once the dialog's entering animation has run.
    await waitFor(() => expect(within(dialog).getByText('确定删除部门“结构设计所”吗？')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await toastShown(OrganisationMessage.DepartmentHasPeople);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await closeToasts();
    await select(tree, '建筑设计所');
    await departmentAction('删除');
    dialog = await screen.findByRole('dialog', { name: '删除部门' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await toastShown(OrganisationMessage.DepartmentHasChildren);
    await closeToasts();
  },
};

/** An empty department is renamed, moved up and deleted. */
export const RenameMoveDelete: Story = {
  play: async ({ canvasElement }) => {
    const { tree } = await loaded(canvasElement);
    await select(tree, '建筑一组');
    await departmentAction('重命名');
    const rename = await screen.findByRole('dialog', { name: '重命名部门' });
    const field = within(rename).getByRole('textbox', { name: /部门名称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '方案组');
    await userEvent.click(within(rename).getByRole('button', { name: '确定' }));
    await toastShown('部门已重命名');
    await expect(await within(tree).findByRole('row', { name: '方案组' }, { timeout: T })).toBeVisible();
    await closeToasts();
    await select(tree, '机电设计所');
    await departmentAction('上移');
    await waitFor(
      () => {
        const rows = within(tree)
          .getAllByRole('row')
          .map((r) => r.getAttribute('aria-label') ?? r.textContent);
        expect(rows.findIndex((r) => r?.startsWith('机电设计所'))).toBeLessThan(
          rows.findIndex((r) => r?.startsWith('结构设计所')),
        );
      },
      { timeout: T },
    );
    await select(tree, '方案组');
    await departmentAction('删除');
    const remove = await screen.findByRole('dialog', { name: '删除部门' });
    await userEvent.click(within(remove).getByRole('button', { name: '删除' }));
    await toastShown('部门已删除');
    await waitFor(() => expect(within(tree).queryByRole('row', { name: '方案组' })).toBeNull(), { timeout: T });
    await closeToasts();
  },
};

/** 停用 then 启用, and 移出企业 after confirming. */
export const DisableAndRemove: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { store } = fixtureApiOf(context);
    const { table } = await loaded(canvasElement);
    await userEvent.click(await within(table).findByRole('button', { name: '停用周晓燕' }, { timeout: T }));
    await toastShown('已停用');
    await waitFor(() => expect(within(rowOf(table, '周晓燕')).getByText('已停用')).toBeVisible(), { timeout: T });
    await userEvent.click(await within(table).findByRole('button', { name: '启用周晓燕' }, { timeout: T }));
    await toastShown('已启用');
    await closeToasts();
    await userEvent.click(await within(table).findByRole('button', { name: '将何静移出企业' }, { timeout: T }));
    const dialog = await screen.findByRole('dialog', { name: '移出企业' });
    await userEvent.click(within(dialog).getByRole('button', { name: '移出企业' }));
    await toastShown('已移出企业');
    await waitFor(() => expect(names(table)).not.toContain('何静'), { timeout: T });
    await expect(store.state.users.find((u) => u.userId === 'u-012')?.enterpriseIds).not.toContain('ent-001');
    await closeToasts();
  },
};

/** Putting people into the selected department with the personnel picker. */
export const AddToDepartment: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, tree, table } = await loaded(canvasElement);
    await select(tree, '机电设计所');
    await userEvent.click(await canvas.findByRole('button', { name: '添加到部门' }));
    const dialog = await screen.findByRole('dialog', { name: '添加人员到“机电设计所”' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /何静/ }, { timeout: T }));
    await expect(within(dialog).getByText('已选 1 人')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('已将 1 人添加到部门');
    await waitFor(() => expect(names(table)).toContain('何静'), { timeout: T });
    await closeToasts();
  },
};

/** 邀请成员: a code and its link. */
export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '邀请成员' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请成员' });
    const code = await within(dialog).findByRole('textbox', { name: '邀请码' }, { timeout: T });
    await expect(code).toHaveValue('FIXTURE00001');
    await expect(within(dialog).getByRole('textbox', { name: '邀请链接' })).toHaveValue(
      'https://atelier.example/invitation/profile?code=FIXTURE00001',
    );
    await expect(within(dialog).getByText(/^有效期至 /)).toBeVisible();
  },
};

/** Staff read the organisation: no actions. */
export const StaffView: Story = {
  args: { isAdmin: false, currentUserId: 'u-002' },
  play: async ({ canvasElement }) => {
    const { canvas, tree, table } = await loaded(canvasElement);
    await select(tree, '结构设计所');
    await expect(canvas.queryByRole('button', { name: '添加人员' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /新建/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '删除' })).toBeNull();
    await expect(canvas.queryByRole('toolbar', { name: '部门操作' })).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

/** The tree and the people cannot be loaded: errors with a retry. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        structure: {
          tree: () => refuse(FixtureCode.Error, '组织架构服务不可用'),
          queryUser: () => refuse(FixtureCode.Error, '组织架构服务不可用'),
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('部门加载失败', {}, { timeout: T })).toBeVisible();
    await expect(await canvas.findByText('人员加载失败', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2);
    await closeToasts();
  },
};

/** The status filter: 已停用 shows nobody until someone is disabled. */
export const StatusFilterEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '已停用' }));
    await expect(await within(table).findByText('暂无人员', {}, { timeout: T })).toBeVisible();
  },
};
