import type { ProjectResource } from '@atelier/api';
import { type FixtureStore, fixtureDiskAddFile, fixtureDiskCreateFolder, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf, pickOption, toastShown } from '../testing';
import { CrossCopyDialog } from './CrossCopyDialog';

const ME = fixtureSession.userId;
const PROJECT = 'p-001';
const PROJECT_NAME = '滨江新城综合体';

/* The disk's 设计说明.docx (a disk file the stories seed) and the project's 建施-01 总平面图.pdf (the seed's). */
const diskFile = (resId: string): ProjectResource => ({
  resId,
  resName: '设计说明.docx',
  parentId: '0',
  projectId: '',
  isFolder: false,
  fileExt: 'docx',
  fileSize: 120_000,
  updateTime: '2026-11-20 10:00:00',
  path: '',
  recordId: null,
});
const DRAWING: ProjectResource = {
  resId: 'r-p-001-1',
  resName: '建施-01 总平面图.pdf',
  parentId: 'f-p-001-arch-cd',
  projectId: PROJECT,
  isFolder: false,
  fileExt: 'pdf',
  fileSize: 1024,
  updateTime: '2026-11-20 10:00:00',
  path: '',
  recordId: 'rec-r-p-001-1',
};

/** 设计说明.docx at the disk's root, and a 收资 folder there. */
function seedDisk(store: FixtureStore) {
  fixtureDiskCreateFolder(store, ME, '0', '收资');
  const file = fixtureDiskAddFile(store, ME, '0', '设计说明.docx', 120_000);
  seeded.set(store, file.resId);
}
const seeded = new WeakMap<FixtureStore, string>();

const meta = {
  title: 'Features/FileManager/CrossCopyDialog',
  component: CrossCopyDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { direction: 'toDisk', projectId: PROJECT, sources: [DRAWING], isOpen: true, onOpenChange: fn(), onDone: fn() },
} satisfies Meta<typeof CrossCopyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The disk's files of the root, by name, through the story's client. */
async function diskNames(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { client } = fixtureApiOf(context);
  return (await client.disk.list({ parentId: '0', pageNum: 1, pageSize: 50 })).list.map((r) => r.resName);
}

/**
 * 复制到项目: the disk's file goes to the root of the project picked; no folder tree shows before a project is
 * picked, and 确定 without one asks for it.
 */
export const ToProject: Story = {
  tags: ['vrt-992'],
  parameters: { fixtureApi: { setup: seedDisk } },
  render: (args, context) => (
    <CrossCopyDialog
      {...args}
      direction="toProject"
      projectId={undefined}
      sources={[diskFile(seeded.get(fixtureApiOf(context).store) ?? '')]}
    />
  ),
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await dialogNamed('复制到项目');
    await expect(within(dialog).queryByRole('treegrid')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('请选择项目');
    await closeToasts();
    await pickOption(dialog, /目标项目/, PROJECT_NAME);
    const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
    await within(tree).findByRole('row', { name: '建筑' }, SLOW);
    await userEvent.click(within(tree).getByRole('row', { name: '根目录' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('已复制 1 项');
    await expect(store.children(PROJECT, '0').map((r) => r.resName)).toContain('设计说明.docx');
    await expect(context.args.onDone).toHaveBeenCalled();
    await closeToasts();
  },
};

/** 复制到项目 where the name is taken: the same-name dialog asks first; 保留两者 keeps both in the project. */
export const ToProjectConflict: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        seedDisk(store);
        store.addFile(PROJECT, '0', '设计说明.docx', 1000, '0'.repeat(32));
      },
    },
  },
  render: ToProject.render,
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await dialogNamed('复制到项目');
    await pickOption(dialog, /目标项目/, PROJECT_NAME);
    const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
    await userEvent.click(await within(tree).findByRole('row', { name: '根目录' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const conflict = await dialogNamed('存在同名文件');
    await userEvent.click(within(conflict).getByRole('radio', { name: /保留两者/ }));
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await toastShown('已复制 1 项');
    const names = store.children(PROJECT, '0').map((r) => r.resName);
    await expect(names.filter((name) => name.startsWith('设计说明'))).toHaveLength(2);
    await closeToasts();
  },
};

/** 复制到网盘: the project's drawing goes into the disk's 收资 folder. */
export const ToDisk: Story = {
  parameters: { fixtureApi: { setup: seedDisk } },
  play: async (context) => {
    const { client } = fixtureApiOf(context);
    const dialog = await dialogNamed('复制到网盘');
    await expect(within(dialog).queryByRole('button', { name: /目标项目/ })).toBeNull();
    const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
    await userEvent.click(await within(tree).findByRole('row', { name: '收资' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('已复制 1 项');
    const folder = (await client.disk.list({ parentId: '0', pageNum: 1, pageSize: 50 })).list.find(
      (r) => r.resName === '收资',
    );
    const inside = await client.disk.list({ parentId: folder?.resId ?? '', pageNum: 1, pageSize: 50 });
    await expect(inside.list.map((r) => r.resName)).toEqual(['建施-01 总平面图.pdf']);
    await expect(await diskNames(context)).not.toContain('建施-01 总平面图.pdf');
    await closeToasts();
  },
};
