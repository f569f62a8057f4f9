import {
  APPROVAL_NAME_TAKEN,
  ApprovalType,
  LinearMode,
  PROOFREADING_LEADER_TASK,
  PROOFREADING_TASK_PEOPLE_REQUIRED,
  ProoType,
} from '@atelier/api';
import { type FixtureStore, fixtureSession, launchProofreading } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { proofreadingLaunchEn } from './locale';
import { ProofreadingLaunchDialog } from './ProofreadingLaunchDialog';

/*
 * The fixture session is 陈建国 (u-001), in 滨江新城综合体 (p-001) with 李婷, 刘洋, 黄伟 and others; the drawings are
 * two the fixtures' proofreading in progress (滨江新城综合体建筑施工图校审) does not hold.
 */
const PROJECT = 'p-001';
const FILES = [
  { resId: 'r-p-001-3', recordId: 'rec-p-001-3', resName: '建施-03 二层平面图.pdf' },
  { resId: 'r-p-001-6', recordId: 'rec-p-001-6', resName: '结施-01 基础平面图.pdf' },
];

const meta = {
  title: 'Features/ProofreadingLaunchDialog',
  component: ProofreadingLaunchDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    projectId: PROJECT,
    projectName: '滨江新城综合体',
    parentId: '0',
    files: FILES,
    isOpen: true,
    onOpenChange: fn(),
    onLaunched: fn(),
    onOpenApproval: fn(),
  },
} satisfies Meta<typeof ProofreadingLaunchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

async function openDialog(name = '发起校审') {
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const proofreadings = (store: FixtureStore) =>
  store.state.approvals.filter((a) => a.act.moduleType === ApprovalType.Proofreading);

/** Picks people by name in a task's multi-select, then closes its popover. */
async function pickPeople(dialog: HTMLElement, field: RegExp, names: readonly string[]) {
  await userEvent.click(within(dialog).getByRole('button', { name: field }));
  const popover = await screen.findByRole('dialog', { name: field });
  for (const name of names) {
    await userEvent.click(await within(popover).findByRole('option', { name: new RegExp(`^${name}`) }, SLOW));
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
}

/** The default name holds the time; the pictured stories set a fixed one once they have checked it. */
async function fixName(dialog: HTMLElement) {
  const name = within(dialog).getByRole('textbox', { name: /审批名称/ });
  await userEvent.clear(name);
  await userEvent.type(name, '滨江新城综合体施工图校审');
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getAllByRole('button', { name: '发起校审' }).at(-1) as HTMLElement);

/**
 * A new launch: 滨江新城综合体校审-YYYYMMDDHHmmss, linear, the tasks 校对, 审核 and 审定 waiting for their people,
 * and the two chosen drawings.
 */
export const Default: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /审批名称/ }) as HTMLInputElement;
    expect(name.value).toMatch(/^滨江新城综合体校审-\d{14}$/);
    await expect(within(dialog).getByRole('radio', { name: '线性' })).toBeChecked();
    for (const role of ['校对', '审核', '审定']) {
      await expect(within(dialog).getByRole('button', { name: new RegExp(`^${role}人员`) })).toBeVisible();
    }
    await expect(within(dialog).getByText('结施-01 基础平面图.pdf')).toBeVisible();
    await expect(within(dialog).getByText('共 2 个文件')).toBeInTheDocument();
    await fixName(dialog);
  },
};

/** People for each task, then 发起校审: the proofreading is launched with those tasks, in that order. */
export const LaunchSucceeds: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const before = proofreadings(store).length;
    const dialog = await openDialog();
    await pickPeople(dialog, /^校对人员/, ['李婷']);
    await pickPeople(dialog, /^审核人员/, ['刘洋']);
    await pickPeople(dialog, /^审定人员/, ['黄伟']);
    await submit(dialog);
    await waitFor(() => expect(context.args.onLaunched).toHaveBeenCalled(), SLOW);
    expect(proofreadings(store)).toHaveLength(before + 1);
    const actId = String((context.args.onLaunched as ReturnType<typeof fn>).mock.calls[0]?.[0]);
    const act = store.approval(actId);
    expect(act?.act.isLinear).toBe(LinearMode.Linear);
    expect(act?.act.actTaskList?.map((task) => task.prooType)).toEqual([
      ProoType.Proofread,
      ProoType.Examine,
      ProoType.Leader,
    ]);
    await expect(await screen.findByText('校审已发起', {}, SLOW)).toBeInTheDocument();
  },
};

/** 发起校审 with nobody chosen: 职责和人员不能为空 under the tasks, and nothing launched. */
export const PeopleRequired: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const before = proofreadings(store).length;
    const dialog = await openDialog();
    await submit(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROOFREADING_TASK_PEOPLE_REQUIRED);
    expect(proofreadings(store)).toHaveLength(before);
    expect(context.args.onLaunched).not.toHaveBeenCalled();
  },
};

/** A linear flow keeps 审定 last: moved up, 发起校审 says 线性流程中审定节点须为最后一个节点; 并行 lets it be. */
export const LinearOrder: Story = {
  play: async (context) => {
    const dialog = await openDialog();
    await pickPeople(dialog, /^校对人员/, ['李婷']);
    await pickPeople(dialog, /^审核人员/, ['刘洋']);
    await pickPeople(dialog, /^审定人员/, ['黄伟']);
    await userEvent.click(within(dialog).getByRole('button', { name: '上移审定节点' }));
    await submit(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROOFREADING_LEADER_TASK);
    await userEvent.click(within(dialog).getByRole('radio', { name: '并行' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await submit(dialog);
    await waitFor(() => expect(context.args.onLaunched).toHaveBeenCalled(), SLOW);
  },
};

/** 添加节点 puts 设计 first in a linear flow; with every role taken the button is disabled; a task can be removed. */
export const AddAndRemoveTasks: Story = {
  play: async () => {
    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: '添加节点' });
    await userEvent.click(add);
    const first = await within(dialog).findByRole('button', { name: /^设计人员/ });
    const rows = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(rows[0]).toContainElement(first);
    await expect(add).toBeDisabled();
    await expect(within(dialog).getByText('共 4 个')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除审核节点' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^审核人员/ })).not.toBeInTheDocument());
    await expect(add).toBeEnabled();
  },
};

/** A drawing already in a proofreading in progress is named, and the launch cannot be sent. */
export const FilesInProofreading: Story = {
  tags: ['vrt', 'vrt-992'],
  parameters: {
    fixtureApi: {
      setup: (store) => {
        const me = store.state.users.find((user) => user.userId === fixtureSession.userId);
        if (!me) throw new Error('no session user');
        launchProofreading(store, me, {
          projectId: PROJECT,
          actName: '建施-03校审',
          parentId: '0',
          isLinear: LinearMode.Parallel,
          arcResList: [{ resId: 'r-p-001-3', recordId: 'rec-p-001-3' }],
          newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: ['u-002'] }],
        });
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(
      await within(dialog).findByText('所选文件已在校审流程中：建施-03 二层平面图.pdf', {}, SLOW),
    ).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: '发起校审' }).at(-1)).toBeDisabled();
    // 16 px between the warning and the name field's label (it touched it).
    const alert = within(dialog)
      .getByText(/所选文件已在校审流程中/)
      .closest('[role="alert"]');
    const label = within(dialog).getByText(/审批名称/, { selector: 'label' });
    const gap = label.getBoundingClientRect().top - (alert as HTMLElement).getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(15.5);
    await fixName(dialog);
  },
};

/** The name of an existing approval of the project: 审批名称已存在 under the field once it is left. */
export const NameTaken: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const taken = store.state.approvals.find((a) => a.act.projectId === PROJECT)?.act.actName ?? '';
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /审批名称/ });
    await userEvent.clear(name);
    await userEvent.type(name, taken);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(APPROVAL_NAME_TAKEN), SLOW);
  },
};

/** In English. */
export const English: Story = {
  args: { locale: proofreadingLaunchEn },
  play: async () => {
    const dialog = await openDialog('Start proofreading');
    await expect(within(dialog).getByRole('button', { name: /^Proofread people/ })).toBeVisible();
    await expect(within(dialog).getByText('2 files')).toBeVisible();
  },
};
