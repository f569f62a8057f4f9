import { DiskCategory, FileOperationMessage } from '@atelier/api';
import { type FixtureStore, fixtureDiskAddFile, fixtureDiskCreateFolder, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  clearLiveAnnouncer,
  closeToasts,
  type FixtureApiParameters,
  fixtureApi,
  fixtureApiOf,
  pickOption,
} from '../testing';
import { NetworkDisk } from './NetworkDisk';

const ME = fixtureSession.userId;
const GB = 1024 ** 3;

/** 方案 (with 总平面.dwg) and 设计说明.docx at the root, 效果图.png in 方案. */
function seedFiles(store: FixtureStore) {
  const folder = fixtureDiskCreateFolder(store, ME, '0', '方案');
  fixtureDiskAddFile(store, ME, folder.resId, '总平面.dwg', 2_400_000);
  fixtureDiskAddFile(store, ME, folder.resId, '效果图.png', 800_000);
  fixtureDiskAddFile(store, ME, '0', '设计说明.docx', 120_000);
}
const withFiles: FixtureApiParameters = { setup: seedFiles };

const meta = {
  title: 'Features/NetworkDisk',
  component: NetworkDisk,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { category: DiskCategory.All, onUpload: fn(), onDownload: fn() },
} satisfies Meta<typeof NetworkDisk>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

async function shown(text: string) {
  const found = await screen.findByText(text, {}, SLOW);
  await waitFor(() => expect(found).toBeVisible());
}

const list = () => screen.findByRole('grid', {}, SLOW);
const row = async (name: string) =>
  (await within(await list()).findByRole('rowheader', { name: new RegExp(name) }, SLOW)).closest('tr') as HTMLElement;

/** Nothing on the disk: the empty text; 新建文件夹 puts a folder there. */
export const Empty: Story = {
  play: async () => {
    await shown('网盘中还没有文件，上传或新建文件夹开始吧');
    await userEvent.click(screen.getByRole('button', { name: '新建文件夹' }));
    const dialog = await screen.findByRole('dialog', { name: '新建文件夹' }, SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /文件夹名称/ }), '投标文件');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await row('投标文件');
    await closeToasts();
    clearLiveAnnouncer();
  },
};

/** Folders first; opening 方案 shows its files and the breadcrumbs lead back to 全部文件. */
export const Folders: Story = {
  parameters: { fixtureApi: withFiles },
  play: async () => {
    await row('设计说明.docx');
    await userEvent.dblClick(await row('方案'));
    await row('总平面.dwg');
    const crumbs = screen.getByRole('navigation', { name: '文件路径' });
    await expect(within(crumbs).getByText('方案')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(crumbs).getByRole('button', { name: '全部文件' }));
    await row('设计说明.docx');
  },
};

/** 上传 hands the folder shown to the page (which opens the upload dialog with the disk as target). */
export const Upload: Story = {
  parameters: { fixtureApi: withFiles },
  play: async ({ args }) => {
    await userEvent.dblClick(await row('方案'));
    await row('总平面.dwg');
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.stringMatching(/.+/), '全部文件 / 方案');
  },
};

/** 重命名 keeps the extension: the field holds the base name. */
export const Rename: Story = {
  parameters: { fixtureApi: withFiles },
  play: async () => {
    await userEvent.click(within(await row('设计说明.docx')).getByRole('button', { name: '重命名“设计说明.docx”' }));
    const dialog = await screen.findByRole('dialog', { name: '重命名“设计说明.docx”' }, SLOW);
    const field = within(dialog).getByRole('textbox', { name: /新名称/ });
    await expect(field).toHaveValue('设计说明');
    await userEvent.clear(field);
    await userEvent.type(field, '施工说明');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await row('施工说明.docx');
    await closeToasts();
    clearLiveAnnouncer();
  },
};

/** 删除 asks first; the file goes to the recycle bin. */
export const Delete: Story = {
  parameters: { fixtureApi: withFiles },
  play: async () => {
    await userEvent.click(within(await row('设计说明.docx')).getByRole('button', { name: '删除“设计说明.docx”' }));
    const dialog = await screen.findByRole('dialog', { name: '删除' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(
      () => expect(within(screen.getByRole('grid')).queryByRole('rowheader', { name: /设计说明/ })).toBeNull(),
      SLOW,
    );
    await closeToasts();
    clearLiveAnnouncer();
  },
};

/** 复制到 方案 with a name already there: the conflict dialog's 保留两者 keeps both. */
export const CopyWithConflict: Story = {
  parameters: { fixtureApi: withFiles },
  play: async () => {
    await userEvent.dblClick(await row('方案'));
    await userEvent.click(within(await row('效果图.png')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '复制到' }));
    const dialog = await screen.findByRole('dialog', { name: '复制到' }, SLOW);
    const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
    await userEvent.click(await within(tree).findByRole('row', { name: '方案' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const conflict = await screen.findByRole('dialog', { name: '存在同名文件' }, SLOW);
    await userEvent.click(within(conflict).getByRole('radio', { name: /保留两者/ }));
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await row('效果图 \\(1\\)\\.png');
    await closeToasts();
    clearLiveAnnouncer();
  },
};

/** 复制到项目 in the toolbar: the chosen file goes to the root of the project picked. */
export const CopyToProject: Story = {
  parameters: { fixtureApi: withFiles },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await userEvent.click(within(await row('设计说明.docx')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '复制到项目' }));
    const dialog = await screen.findByRole('dialog', { name: '复制到项目' }, SLOW);
    await pickOption(dialog, /目标项目/, '滨江新城综合体');
    const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
    await userEvent.click(await within(tree).findByRole('row', { name: '根目录' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await shown('已复制 1 项');
    await expect(store.children('p-001', '0').map((r) => r.resName)).toContain('设计说明.docx');
    await closeToasts();
    clearLiveAnnouncer();
  },
};

/** A category lists the disk's files of that kind wherever they are: CAD shows 总平面.dwg only. */
export const Category: Story = {
  parameters: { fixtureApi: withFiles },
  args: { category: DiskCategory.Cad },
  play: async () => {
    await row('总平面.dwg');
    await expect(within(await list()).queryByRole('rowheader', { name: /设计说明/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: '新建文件夹' })).toBeNull();
  },
};

/** An empty category says so. */
export const EmptyCategory: Story = {
  parameters: { fixtureApi: withFiles },
  args: { category: DiskCategory.Video },
  play: async () => {
    await shown('该分类下暂无文件');
  },
};

/** 搜索 finds by name across folders; 返回 goes back to the folder. */
export const Search: Story = {
  parameters: { fixtureApi: withFiles },
  play: async () => {
    await row('设计说明.docx');
    await userEvent.type(screen.getByRole('textbox', { name: '搜索我的文件' }), '效果');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await row('效果图.png');
    await shown('“效果”的搜索结果');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await row('设计说明.docx');
  },
};

/** A full disk: a copy that does not fit is refused with the server's message. */
export const QuotaRefused: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        seedFiles(store);
        fixtureDiskAddFile(store, ME, '0', '全景漫游.mp4', 10 * GB - 3_400_000);
      },
    },
  },
  play: async () => {
    await userEvent.click(within(await row('设计说明.docx')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '复制到' }));
    const dialog = await screen.findByRole('dialog', { name: '复制到' }, SLOW);
    const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
    await userEvent.click(await within(tree).findByRole('row', { name: '方案' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await shown(FileOperationMessage.DiskQuotaExceeded);
    await closeToasts();
    clearLiveAnnouncer();
  },
};
