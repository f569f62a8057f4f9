import { type Notification, StoredNotificationType, WorkbenchLimit, WorkbenchMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, pickOption, toastShown } from '../testing';
import { WorkbenchPanels } from './WorkbenchPanels';

const meta = {
  title: 'Features/Workbench',
  component: WorkbenchPanels,
  tags: ['autodocs'],
  args: { onOpenShortcut: fn(), onOpenApproval: fn(), onOpenNotification: fn() },
  ...fixtureApi,
} satisfies Meta<typeof WorkbenchPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

const unread = (id: string, msg: string, createTime: string): Notification => ({
  id,
  type: StoredNotificationType.SignRequest,
  logType: '8',
  msg,
  isRead: '0',
  userName: '李婷',
  createTime,
  name: '滨江新城综合体',
  actId: `act-${id}`,
  actName: msg,
  formId: null,
  enterpriseId: 'ent-001',
  moduleType: 1,
  projectId: null,
  moduleId: null,
});
const UNREAD = [
  unread('n1', '您有一个新的审批待处理：建施-01 出图', '2026-11-27 10:20:00'),
  unread('n2', '您有一个新的审批待处理：结施-03 校审', '2026-11-26 16:05:00'),
];
const SHORTCUTS = [
  { id: 'nav-a', itemId: 'disk', name: '网盘', path: '/disk' },
  { id: 'nav-b', itemId: 'projectCenter', name: '项目中心', path: '/project-center' },
];

const panel = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

/** Everything loaded: the counts, the approvals pending for the person, two shortcuts and two unread messages. */
export const Lists: Story = {
  tags: ['vrt', 'vrt-992'],
  parameters: {
    fixtureApi: {
      resolvers: {
        workbench: {
          participatedProjects: () => 4,
          todayTodoCount: () => 2,
          unreadList: () => ({ list: UNREAD, total: UNREAD.length }),
          navigationList: () => SHORTCUTS,
          itemExists: () => true,
        },
        approval: { launchedBySelfCount: () => 7 },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const counts = await panel('工作统计');
    await waitFor(() => expect(within(counts).getByText('4')).toBeVisible());
    await expect(within(counts).getByText('2')).toBeVisible();
    await expect(within(counts).getByText('7')).toBeVisible();
    const messages = await panel('未读消息');
    await userEvent.click(await within(messages).findByRole('button', { name: UNREAD[0]?.msg }));
    await expect(args.onOpenNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
    const shortcuts = await panel('快捷入口');
    await userEvent.click(await within(shortcuts).findByRole('button', { name: '项目中心' }));
    await waitFor(() => expect(args.onOpenShortcut).toHaveBeenCalledWith(SHORTCUTS[1]));
    const approvals = await panel('审批事项');
    await expect(within(approvals).getByRole('button', { name: /操作类型/ })).toHaveTextContent('待我处理');
  },
};

/** The operation filter changes the list; the status filter keeps one status ('-1', 全部, keeps all). */
export const Filters: Story = {
  play: async () => {
    const approvals = await panel('审批事项');
    await pickOption(approvals, /操作类型/, '我发起的');
    const launched = await within(approvals).findAllByRole('listitem', {}, { timeout: 5000 });
    await expect(launched.length).toBeGreaterThan(0);
    // The status of the first launched approval, as its row shows it.
    const status = launched[0]?.lastElementChild?.textContent ?? '';
    await pickOption(approvals, /审批状态/, status);
    await waitFor(() => {
      const kept = within(approvals).getAllByRole('listitem');
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.every((item) => item.lastElementChild?.textContent === status)).toBe(true);
    });
    await pickOption(approvals, /审批状态/, '全部');
    await waitFor(() => expect(within(approvals).getAllByRole('listitem')).toHaveLength(launched.length));
  },
};

/** A person with nothing yet: zero counts, 暂无审批事项, 暂无未读消息 and an invitation to add shortcuts. */
export const Empty: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      resolvers: {
        workbench: { participatedProjects: () => 0, todayTodoCount: () => 0 },
        approval: { launchedBySelfCount: () => 0, allTodoList: () => ({ list: [], total: 0 }) },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await expect(await screen.findByText('暂无审批事项', {}, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByText('暂无未读消息')).toBeVisible();
    await expect(await screen.findByText('暂无快捷入口，点击“编辑”添加常用功能')).toBeVisible();
    await expect(within(await panel('工作统计')).getAllByText('0')).toHaveLength(3);
  },
};

/** While the answers are on their way: the panels show placeholders, the counts are busy. */
export const Loading: Story = {
  tags: ['!vrt'],
  parameters: {
    fixtureApi: {
      resolvers: {
        workbench: {
          participatedProjects: () => new Promise<never>(() => {}),
          unreadList: () => new Promise<never>(() => {}),
          navigationList: () => new Promise<never>(() => {}),
        },
        approval: { allTodoList: () => new Promise<never>(() => {}) },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const counts = await panel('工作统计');
    await expect(counts.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(await panel('快捷入口')).getByRole('button', { name: '编辑' })).toBeDisabled();
    await expect(screen.queryByText('暂无未读消息')).toBeNull();
  },
};

/** A list that fails to load says so with 重试, beside the panels that did load. */
export const LoadFailed: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      resolvers: { workbench: { unreadList: () => refuse(FixtureCode.Warning, '服务繁忙，请稍后再试') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const messages = await panel('未读消息');
    await expect(await within(messages).findByText('加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(messages).getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};

/** 编辑: search the modules and pages, tick two, save; they show in tick order. */
export const EditShortcuts: Story = {
  play: async () => {
    const shortcuts = await panel('快捷入口');
    const edit = await within(shortcuts).findByRole('button', { name: '编辑' });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: '编辑快捷入口' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '项目中心' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '搜索功能名称' }), '网盘');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '网盘' }));
    await expect(within(dialog).getByText(`已选 2/${WorkbenchLimit.Shortcuts}`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await toastShown('快捷入口已保存');
    await waitFor(() =>
      expect(
        within(shortcuts)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['项目中心', '网盘']),
    );
    await closeToasts();
  },
};

/** A shortcut whose page is gone for the person asks to be removed, and goes. */
export const GoneShortcut: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { workbench: { itemExists: () => false } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const shortcuts = await panel('快捷入口');
    const edit = await within(shortcuts).findByRole('button', { name: '编辑' });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: '编辑快捷入口' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '网盘' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await toastShown('快捷入口已保存');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑快捷入口' })).toBeNull());
    await userEvent.click(await within(shortcuts).findByRole('button', { name: '网盘' }, { timeout: 5000 }));
    const ask = await screen.findByRole('alertdialog', { name: '入口已失效' });
    await waitFor(() => expect(within(ask).getByText(WorkbenchMessage.removeGoneQuestion('网盘'))).toBeVisible());
    await expect(args.onOpenShortcut).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: '移除' }));
    await expect(await within(shortcuts).findByText('暂无快捷入口，点击“编辑”添加常用功能')).toBeVisible();
    await closeToasts();
  },
};
