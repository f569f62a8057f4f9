import { NAME_REQUIRED, PublishPlanMessage, PublishPlanType } from '@atelier/api';
import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { PublishPlans } from './PublishPlans';

/*
 * The fixture session is 陈建国 (u-001), a member of 滨江新城综合体 (p-001). Two plans of the project: 一期施工图发布
 * (by 陈建国, drawings 建施-01 and 建施-02) and 方案阶段成果 (by 李婷, u-002, no drawing yet).
 */
function seedPlans(store: FixtureStore) {
  store.state.publishPlans = [
    {
      id: 'plan-001',
      projectId: 'p-001',
      planName: '一期施工图发布',
      planType: PublishPlanType.Construction,
      createdBy: 'u-001',
      createTime: '2026-11-20 09:30:00',
      resources: [
        { id: 'planres-001', resId: 'r-p-001-1' },
        { id: 'planres-002', resId: 'r-p-001-2' },
      ],
    },
    {
      id: 'plan-002',
      projectId: 'p-001',
      planName: '方案阶段成果',
      planType: PublishPlanType.Phase,
      createdBy: 'u-002',
      createTime: '2026-11-18 14:05:00',
      resources: [],
    },
  ];
}

const withPlans = { fixtureApi: { setup: seedPlans } satisfies FixtureApiParameters };

const meta = {
  title: 'Features/Publish/PublishPlans',
  component: PublishPlans,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { projectId: 'p-001', projectName: '滨江新城综合体', onLaunched: fn() },
  parameters: withPlans,
} satisfies Meta<typeof PublishPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 5000;

async function openDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, { timeout: T });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Opens a plan's drawings from its row. */
async function openPlan(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `查看图纸：${name}` }, { timeout: T }));
  return canvas.findByRole('region', { name: `${name}的图纸` }, { timeout: T });
}

/** The project's plans: name, type, drawings, creator and time. */
export const Plans: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '发布计划' })).toBeVisible();
    const first = await canvas.findByRole('row', { name: /一期施工图发布/ }, { timeout: T });
    await expect(within(first).getByText('施工图发布')).toBeVisible();
    await expect(within(first).getByText('2')).toBeVisible();
    await expect(within(first).getByText('陈建国')).toBeVisible();
    await expect(within(first).getByText('2026-11-20 09:30:00')).toBeVisible();
    const second = canvas.getByRole('row', { name: /方案阶段成果/ });
    await expect(within(second).getByText('阶段成果发布')).toBeVisible();
    await expect(within(second).getByText('李婷')).toBeVisible();
    await expect(within(second).getByText('0')).toBeVisible();
  },
};

/** No plan yet. */
export const Empty: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.publishPlans = [];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无发布计划', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建发布计划' })).toBeVisible();
  },
};

/** While the list loads: the title and the table's spinner, no empty state. */
export const Loading: Story = {
  parameters: { fixtureApi: { setup: seedPlans, delay: 60_000 } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '发布计划' })).toBeVisible();
    await expect(canvas.queryByText('暂无发布计划')).not.toBeInTheDocument();
    await expect(canvas.queryByText('一期施工图发布')).not.toBeInTheDocument();
  },
};

/** The server refuses the list: said so, with 重试. */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      setup: seedPlans,
      resolvers: { publish: { plans: () => refuse(FixtureCode.Error, PublishPlanMessage.PlanNotFound) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发布计划加载失败', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};

/**
 * 新建发布计划: a blank name and a name another plan of the project has are said under the field (the server's
 * checkPlanName), the dialog keeps what was typed; a free name is saved and listed.
 */
export const CreateDuplicateRefused: Story = {
  tags: ['vrt-992'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await canvas.findByText('一期施工图发布', {}, { timeout: T });
    await userEvent.click(canvas.getByRole('button', { name: '新建发布计划' }));
    const dialog = await openDialog('新建发布计划');
    const name = within(dialog).getByRole('textbox', { name: /计划名称/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText(NAME_REQUIRED)).toBeVisible();
    await userEvent.type(name, '一期施工图发布');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText(PublishPlanMessage.PlanNameTaken, {}, { timeout: T })).toBeVisible();
    await expect(name).toHaveValue('一期施工图发布');
    await expect(store.state.publishPlans).toHaveLength(2);
    await userEvent.clear(name);
    await userEvent.type(name, '二期施工图发布');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('发布计划已创建');
    await expect(await canvas.findByRole('row', { name: /二期施工图发布/ }, { timeout: T })).toBeVisible();
    await expect(store.state.publishPlans.find((p) => p.planName === '二期施工图发布')).toMatchObject({
      projectId: 'p-001',
      planType: PublishPlanType.Construction,
      createdBy: 'u-001',
    });
    // At once the same name again: refused under the field (the earlier check's answer is not reused).
    await userEvent.click(canvas.getByRole('button', { name: '新建发布计划' }));
    const again = await openDialog('新建发布计划');
    await userEvent.type(within(again).getByRole('textbox', { name: /计划名称/ }), '二期施工图发布');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await expect(await within(again).findByText(PublishPlanMessage.PlanNameTaken, {}, { timeout: T })).toBeVisible();
    await expect(store.state.publishPlans).toHaveLength(3);
    await closeToasts();
  },
};

/** 编辑: renamed and retyped in place. */
export const Rename: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑方案阶段成果' }, { timeout: T }));
    const dialog = await openDialog('编辑发布计划');
    const name = within(dialog).getByRole('textbox', { name: /计划名称/ });
    await expect(name).toHaveValue('方案阶段成果');
    await userEvent.type(name, '（修订）');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('发布计划已保存');
    await expect(await canvas.findByText('方案阶段成果（修订）', {}, { timeout: T })).toBeVisible();
    await expect(store.state.publishPlans.find((p) => p.id === 'plan-002')?.planName).toBe('方案阶段成果（修订）');
    await closeToasts();
  },
};

/** 删除 with the shared confirmation: the plan goes, its drawings stay in the project. */
export const Delete: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '删除一期施工图发布' }, { timeout: T }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除发布计划' });
    // Waits for the dialog's entry (it fades in).
    await waitFor(() => expect(within(confirm).getByText(/确定删除发布计划“一期施工图发布”吗/)).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await toastShown('发布计划已删除');
    await waitFor(() => expect(canvas.queryByText('一期施工图发布')).not.toBeInTheDocument(), { timeout: T });
    await expect(store.state.publishPlans.map((p) => p.id)).toEqual(['plan-002']);
    await expect(store.state.resources.some((r) => r.resId === 'r-p-001-1')).toBe(true);
    await closeToasts();
  },
};

/** A plan with no drawing: said so; nothing to launch. */
export const NoDrawings: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const region = await openPlan(canvasElement, '方案阶段成果');
    await expect(await within(region).findByText(/计划中还没有图纸/, {}, { timeout: T })).toBeVisible();
    await expect(within(region).getByRole('button', { name: '发起发布' })).toBeDisabled();
  },
};

/**
 * 添加图纸 from the project's files (the directory's picker: 结构 expanded, 结施-01 checked), then 移除 a drawing with
 * the confirmation; the list's count follows.
 */
export const DrawingsAddedAndRemoved: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    const region = await openPlan(context.canvasElement, '一期施工图发布');
    await within(region).findByRole('row', { name: /建施-01 总平面图\.pdf/ }, { timeout: T });
    await expect(within(region).getByRole('row', { name: /建施-02 一层平面图\.pdf/ })).toBeVisible();

    await userEvent.click(within(region).getByRole('button', { name: '添加图纸' }));
    const picker = await openDialog('从项目文件中添加图纸');
    const tree = await within(picker).findByRole('treegrid', { name: '项目文件' }, { timeout: T });
    const structure = await within(tree).findByRole('row', { name: '结构' }, { timeout: T });
    await userEvent.click(within(structure).getByRole('button', { name: /^展开/ }));
    const foundation = await within(tree).findByRole('row', { name: '结施-01 基础平面图.pdf' }, { timeout: T });
    await userEvent.click(within(foundation).getByRole('checkbox'));
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await toastShown('已添加1张图纸');
    await expect(
      await within(region).findByRole('row', { name: /结施-01 基础平面图\.pdf/ }, { timeout: T }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(canvas.getByRole('row', { name: /^一期施工图发布/ })).getByText('3')).toBeVisible(),
    );

    const second = within(region).getByRole('row', { name: /建施-02 一层平面图\.pdf/ });
    await userEvent.click(within(second).getByRole('checkbox'));
    await userEvent.click(within(region).getByRole('button', { name: '移除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '移除图纸' });
    await userEvent.click(within(confirm).getByRole('button', { name: '移除' }));
    await toastShown('已移除1张图纸');
    await waitFor(() => expect(within(region).queryByText('建施-02 一层平面图.pdf')).not.toBeInTheDocument(), {
      timeout: T,
    });
    await expect(store.state.publishPlans[0]?.resources.map((r) => r.resId)).toEqual(['r-p-001-1', 'r-p-001-6']);
    await waitFor(() =>
      expect(within(canvas.getByRole('row', { name: /^一期施工图发布/ })).getByText('2')).toBeVisible(),
    );
    await closeToasts();
  },
};

/** 发起发布: the launch dialog opens with the plan's drawings chosen (one publish approval for the plan). */
export const LaunchOpened: Story = {
  play: async ({ canvasElement }) => {
    const region = await openPlan(canvasElement, '一期施工图发布');
    await within(region).findByRole('row', { name: /建施-01 总平面图\.pdf/ }, { timeout: T });
    await userEvent.click(within(region).getByRole('button', { name: '发起发布' }));
    const dialog = await openDialog('发起发布审批');
    await expect(await within(dialog).findByText('建施-01 总平面图.pdf')).toBeVisible();
    await expect(within(dialog).getByText('建施-02 一层平面图.pdf')).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: /审批名称/ }) as HTMLInputElement;
    await expect(name.value).toContain('滨江新城综合体');
  },
};

/** The English locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Publish plans' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /一期施工图发布/ }, { timeout: T });
    await expect(within(row).getByText('Construction drawings')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New publish plan' })).toBeVisible();
  },
};
