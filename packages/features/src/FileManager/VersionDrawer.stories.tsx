import type { ProjectResource } from '@atelier/api';
import { type FixtureStore, fixtureRollback, fixtureStampVersions } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, toastShown } from '../testing';
import { VersionDrawer } from './VersionDrawer';

const DRAWING: ProjectResource = {
  resId: 'r-p-001-1',
  resName: '建施-01 总平面图.pdf',
  parentId: 'f-p-001-arch-cd',
  projectId: 'p-001',
  isFolder: false,
  fileExt: 'pdf',
  fileSize: 1024,
  updateTime: '2026-11-20 10:00:00',
  path: '/建筑/施工图/建施-01 总平面图.pdf',
  recordId: 'rec-p-001-1',
};

const meta = {
  title: 'Features/FileManager/VersionDrawer',
  component: VersionDrawer,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { file: DRAWING, onClose: fn(), onChanged: fn() },
} satisfies Meta<typeof VersionDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/**
 * One version: it is the current one, nothing to roll back to. Pictured at 992 px (issue 22); not the stamped
 * version, whose time is the real clock's.
 */
export const SingleVersion: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '历史版本：建施-01 总平面图.pdf' }, SLOW);
    const list = await within(drawer).findByRole('list', { name: '历史版本' }, SLOW);
    await expect(within(list).getByText('V1')).toBeVisible();
    await expect(within(list).getByText('当前版本')).toBeVisible();
    await expect(within(list).queryByRole('button', { name: /回滚/ })).not.toBeInTheDocument();
  },
};

/** Two versions (V2 current): 回滚 V1 saves it as V3, the current one; the older ones stay. */
export const Rollback: Story = {
  parameters: { fixtureApi: { setup: (store: FixtureStore) => void fixtureRollback(store, 'rec-p-001-1', '陈建国') } },
  play: async (context) => {
    const drawer = await screen.findByRole('dialog', { name: '历史版本：建施-01 总平面图.pdf' }, SLOW);
    const list = await within(drawer).findByRole('list', { name: '历史版本' }, SLOW);
    // Past the drawer's entering animation.
    await waitFor(() => expect(within(list).getByText('V2')).toBeVisible());
    await userEvent.click(within(list).getByRole('button', { name: '回滚 V1' }));
    await toastShown('已回滚到 V1，并保存为新版本');
    await waitFor(() => expect(within(list).getByText('V3')).toBeVisible(), SLOW);
    await expect(context.args.onChanged).toHaveBeenCalledWith(expect.objectContaining({ verNum: 3 }));
    await expect(within(list).getByRole('button', { name: '删除 V1' })).toBeVisible();
    await closeToasts();
  },
};

/**
 * A stamped version (issue 22 item 9): V2 came from the stamping of 按序签章-20250305101200, marked 已盖章 with a
 * link to the approval's detail; V1, the approved drawing, is not marked.
 */
export const StampedVersion: Story = {
  args: { approvalHref: (approvalId: string) => `#approval-${approvalId}` },
  parameters: {
    fixtureApi: { setup: (store: FixtureStore) => fixtureStampVersions(store, store.approval('a-002')) },
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '历史版本：建施-01 总平面图.pdf' }, SLOW);
    const list = await within(drawer).findByRole('list', { name: '历史版本' }, SLOW);
    const [v2, v1] = await within(list).findAllByRole('listitem', {}, SLOW);
    await expect(within(v2 as HTMLElement).getByText('V2')).toBeVisible();
    await expect(within(v2 as HTMLElement).getByText('已盖章')).toBeVisible();
    const link = within(v2 as HTMLElement).getByRole('link', { name: '盖章审批：按序签章-20250305101200' });
    await expect(link).toHaveAttribute('href', '#approval-a-002');
    await expect(within(v1 as HTMLElement).queryByText('已盖章')).not.toBeInTheDocument();
  },
};
