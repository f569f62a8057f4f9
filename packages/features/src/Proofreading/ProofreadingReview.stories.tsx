import {
  LinearMode,
  MarkShape,
  MarkStatus,
  OpinionType,
  PROOFREADING_NO_NEW_VERSION,
  ProoLogOperation,
  ProoType,
} from '@atelier/api';
import { type FixtureStore, fixtureRollback, fixtureSession, launchProofreading } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, toastShown } from '../testing';
import { ProofreadingReview } from './ProofreadingReview';

const meta = {
  title: 'Features/ProofreadingReview',
  component: ProofreadingReview,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { projectId: 'p-001', userId: fixtureSession.userId },
  render: (args) => (
    <div style={{ padding: 16, width: 992, boxSizing: 'border-box' }}>
      <ProofreadingReview {...args} />
    </div>
  ),
} satisfies Meta<typeof ProofreadingReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 在线评审: the project's proofreading waiting for 陈建国 (审核) is chosen, its drawings open with the tools. */
export const ReviewerOfAProofreading: Story = {
  play: async () => {
    const chooser = await screen.findByRole('button', { name: /滨江新城综合体建筑施工图校审/ }, { timeout: 10000 });
    await expect(chooser).toBeVisible();
    const toolbar = await screen.findByRole('toolbar', { name: '标注工具' }, { timeout: 10000 });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(5);
    await waitFor(() => expect(screen.getByTestId('markup-surface')).toBeVisible());
    // Nothing recorded in the seeded one; a reviewer has no versions to move or adopt.
    await expect(await screen.findByText('暂无操作记录', {}, { timeout: 10000 })).toBeVisible();
    await expect(screen.queryByRole('heading', { name: '文件版本' })).toBeNull();
  },
};

const LITING = 'u-002';
const DRAWING = { resId: 'r-p-001-3', recordId: 'rec-p-001-3' };
const NAME = '建施-03 二层平面图.pdf';

/** 陈建国 (the session) launches a proofreading of one drawing with 李婷 (校对); answers its id. */
function launchMine(store: FixtureStore, actName = '陈建国发起的校审'): string {
  const me = store.state.users.find((u) => u.userId === fixtureSession.userId);
  if (!me) throw new Error('no session user');
  return launchProofreading(store, me, {
    projectId: 'p-001',
    actName,
    parentId: '0',
    isLinear: LinearMode.Parallel,
    arcResList: [DRAWING],
    newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: [LITING] }],
  });
}

const logList = () => screen.findByRole('list', { name: '操作记录' }, { timeout: 10000 });

/** The operation record: the launch, 李婷's opinion and 陈建国's confirmation, newest first. */
export const OperationRecord: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        const actId = launchMine(store);
        const liting = store.state.users.find((u) => u.userId === LITING);
        const me = store.state.users.find((u) => u.userId === fixtureSession.userId);
        if (!liting || !me) throw new Error('no people');
        store.logProofreading(store.approval(actId).act, liting, ProoLogOperation.Mark, {
          resName: NAME,
          verNum: 1,
        });
        store.logProofreading(store.approval(actId).act, me, ProoLogOperation.Confirm, {
          resName: NAME,
          verNum: 1,
        });
      },
    },
  },
  play: async () => {
    const list = await logList();
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('陈建国 确认了意见 建施-03 二层平面图.pdf (第 1 版)');
    await expect(items[1]).toHaveTextContent('李婷 提出了意见 建施-03 二层平面图.pdf (第 1 版)');
    await expect(items[2]).toHaveTextContent('陈建国 发起了校审');
    await expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  },
};

/** 60 entries: 50 come first; scrolling the record to its end brings the other 10. */
export const OperationRecordScrolls: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        const actId = launchMine(store);
        const liting = store.state.users.find((u) => u.userId === LITING);
        if (!liting) throw new Error('no people');
        for (let i = 0; i < 59; i += 1) {
          store.logProofreading(store.approval(actId).act, liting, ProoLogOperation.Mark, {
            resName: `建施-${String(i).padStart(2, '0')}.pdf`,
            verNum: 1,
          });
        }
      },
    },
  },
  play: async () => {
    const list = await logList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    await expect(screen.getByRole('button', { name: '加载更多' })).toBeVisible();
    list.scrollTop = list.scrollHeight;
    fireEvent.scroll(list);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60), { timeout: 10000 });
    await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('陈建国 发起了校审');
    await waitFor(() => expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull());
  },
};

/** The initiator moves the drawing to the version uploaded since; the record says so. */
export const InitiatorMovesToNewVersion: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        launchMine(store);
        fixtureRollback(store, DRAWING.recordId, '陈建国');
      },
    },
  },
  play: async () => {
    const update = await screen.findByRole('button', { name: `更新为最新版本（${NAME}）` }, { timeout: 10000 });
    await expect(screen.getByRole('button', { name: `采用校审版本（${NAME}）` })).toBeVisible();
    await userEvent.click(update);
    await toastShown(`${NAME}已更新为最新版本`);
    const list = await logList();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/陈建国 上传了新版本 .+\(第 2 版\)/),
    );
  },
};

/** Without a newer version the server refuses the move, and says why. */
export const NoNewVersion: Story = {
  parameters: { fixtureApi: { setup: (store: FixtureStore) => void launchMine(store) } },
  play: async () => {
    const update = await screen.findByRole('button', { name: `更新为最新版本（${NAME}）` }, { timeout: 10000 });
    await userEvent.click(update);
    await toastShown(PROOFREADING_NO_NEW_VERSION);
    const list = await logList();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The file moved on meanwhile: the initiator adopts the proofread version as its newest. */
export const InitiatorAdopts: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        const actId = launchMine(store);
        const liting = store.state.users.find((u) => u.userId === LITING);
        if (!liting) throw new Error('no people');
        store.state.proofMarks.push({
          id: 'mark-adopt-1',
          actId,
          resId: DRAWING.resId,
          recordId: DRAWING.recordId,
          verNum: 1,
          page: 1,
          geometry: { shape: MarkShape.Rect, x: 100, y: 100, width: 200, height: 120 },
          opinionType: OpinionType.General,
          comment: '图名与目录不一致',
          specialty: '建筑',
          markUserId: LITING,
          markUserName: '李婷',
          status: MarkStatus.Confirmed,
          replies: [],
          createTime: '2026-11-20 10:00:00',
        });
        fixtureRollback(store, DRAWING.recordId, '王芳');
      },
    },
  },
  play: async () => {
    const adopt = await screen.findByRole('button', { name: `采用校审版本（${NAME}）` }, { timeout: 10000 });
    await userEvent.click(adopt);
    await toastShown(`已采用${NAME}的校审版本`);
    const list = await logList();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/陈建国 采用了校审文件 .+\(第 1 版\)/),
    );
  },
};

/** A project without a proofreading the person takes part in. */
export const NoProofreading: Story = {
  args: { projectId: 'p-003' },
  play: async () => {
    await expect(await screen.findByText('暂无您参与的校审', {}, { timeout: 10000 })).toBeVisible();
  },
};

/** A passed proofreading (城南小学, 陈建国 审定): 下载校审报告 asks for the report's link and hands it on. */
export const PassedWithReport: Story = {
  args: { projectId: 'p-002', onDownloadReport: fn() },
  play: async ({ args }) => {
    await screen.findByRole('button', { name: /城南小学结构施工图校审/ }, { timeout: 10000 });
    await userEvent.click(await screen.findByRole('button', { name: '下载校审报告' }));
    await waitFor(() =>
      expect(args.onDownloadReport).toHaveBeenCalledWith({
        url: expect.stringContaining('ticket=proofreport-a-011'),
        fileName: '城南小学结构施工图校审-校审意见报告.pdf',
      }),
    );
  },
};
