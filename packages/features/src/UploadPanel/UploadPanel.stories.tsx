import { UploadItemStatus, UploadTarget } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import { Button } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { md5 } from 'hash-wasm';
import { useEffect, useState } from 'react';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { useApiClient } from '../provider';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import {
  type AddOptions,
  createProjectUploadTransport,
  createUploadEngine,
  memoryCheckpoints,
  type UploadEngine,
} from './engine';
import { UploadDialog } from './UploadDialog';
import { UploadPanel } from './UploadPanel';

const PROJECT = 'p-001';
const FOLDER = 'f-p-001-arch';
const MB = 1024 * 1024;

/** Engines of the running stories, so a play function can steer the one its story made. */
const engines = new Map<string, UploadEngine>();

interface HarnessArgs {
  /** What the add dialog passes the engine (the target folder and its rules). */
  options?: Partial<AddOptions>;
  allowsPause?: boolean;
  /** The destination the dialog names. */
  destination?: string;
}
interface HarnessProps extends HarnessArgs {
  storyId: string;
}

/** What a page does: one engine, the add dialog behind an upload button, the panel. */
function UploadHarness({ storyId, options, allowsPause, destination }: HarnessProps) {
  const client = useApiClient();
  const [engine] = useState(() =>
    createUploadEngine({ transport: createProjectUploadTransport(client), checkpoints: memoryCheckpoints() }),
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(true);
  useEffect(() => {
    engines.set(storyId, engine);
    return () => {
      engines.delete(storyId);
      engine.dispose();
    };
  }, [engine, storyId]);
  const addOptions: AddOptions = {
    target: { kind: UploadTarget.Project, projectId: PROJECT, parentId: FOLDER },
    ...options,
  };
  return (
    <div style={{ minHeight: 560, padding: 16 }}>
      <Button variant="primary" onPress={() => setDialogOpen(true)}>
        上传文件
      </Button>
      <UploadDialog
        engine={engine}
        options={addOptions}
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        onQueued={() => setPanelOpen(true)}
        destination={destination}
      />
      {panelOpen ? <UploadPanel engine={engine} allowsPause={allowsPause} onClose={() => setPanelOpen(false)} /> : null}
    </div>
  );
}

const meta = {
  title: 'Features/UploadPanel',
  subcomponents: { UploadPanel, UploadDialog },
  tags: ['autodocs', 'vrt'],
  ...fixtureApi,
  parameters: { layout: 'fullscreen' },
  args: {},
  render: (args, context) => <UploadHarness storyId={context.id} {...args} />,
} satisfies Meta<HarnessArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// -----------------------------------------------------------------------------------------------------------------
// Helpers
// -----------------------------------------------------------------------------------------------------------------

/** A file of `size` bytes whose content depends on `seed` (distinct MD5s). */
function drawing(name: string, size = 64 * 1024, seed = name): File {
  const bytes = new Uint8Array(size);
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  for (let i = 0; i < size; i += 4096) bytes[i] = (h + i) & 0xff;
  return new File([bytes], name, { type: 'application/pdf' });
}

/** A file that claims a size it does not hold (the 2 GB limit without 2 GB of memory). */
function claimingSize(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function inFolder(file: File, path: string): File {
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

/** Opens the add dialog, picks the files (or a folder), starts; answers the dialog. */
async function pick(files: File[], { folder = false, start = true } = {}) {
  await userEvent.click(screen.getByRole('button', { name: '上传文件' }));
  const dialog = await screen.findByRole('dialog', { name: '上传文件' });
  const input = dialog.querySelector(
    folder ? 'input[webkitdirectory]' : 'input[type="file"]:not([webkitdirectory])',
  ) as HTMLInputElement;
  await userEvent.upload(input, files);
  if (start) await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
  return dialog;
}

const panel = () => screen.findByRole('region', { name: /正在上传（已加密）|上传完成/ });
const row = async (name: string) => within(await panel()).findByRole('listitem', { name: new RegExp(`^${name} `) });
const waitForStatus = async (name: string, status: UploadItemStatus, timeout = 15_000) =>
  waitFor(async () => expect((await row(name)).dataset.status).toBe(String(status)), { timeout });
const engineOf = (id: string) => engines.get(id) as UploadEngine;

// -----------------------------------------------------------------------------------------------------------------
// Stories
// -----------------------------------------------------------------------------------------------------------------

/**
 * Three drawings, one after another: MD5 in a Worker, the rapid check (unknown: 20003), parts, completion and
 * registration. The title says uploading (encrypted) while running and upload complete at the end, once.
 */
export const Uploads: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await pick([drawing('建施-01 总平面图.pdf', 6 * MB), drawing('建施-02 一层平面图.pdf'), drawing('建施-03.pdf')]);
    const region = await panel();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await waitForStatus('建施-03.pdf', UploadItemStatus.Success);
    await waitForStatus('建施-01 总平面图.pdf', UploadItemStatus.Success);
    await expect(screen.getByRole('heading', { name: '上传完成' })).toBeVisible();
    await expect(within(region).getByText('3/3')).toBeVisible();
    // Said once for the whole queue, in the toast region.
    const toasts = screen.getByRole('region', { name: '通知' });
    const toast = await within(toasts).findByText('上传成功');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(toasts).getAllByText('上传成功')).toHaveLength(1);
    const names = store.children(PROJECT, FOLDER).map((r) => r.resName);
    await expect(names).toEqual(
      expect.arrayContaining(['建施-01 总平面图.pdf', '建施-02 一层平面图.pdf', '建施-03.pdf']),
    );
    // 6 MB went up in two parts of the contract's part size.
    await expect([...store.state.uploads.values()].find((u) => u.fileName === '建施-01 总平面图.pdf')?.parts.size).toBe(
      2,
    );
    await closeToasts();
  },
};

/** A drawing the server already holds (same MD5): it completes at once, no part is sent. */
export const InstantUpload: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const file = drawing('结施-01.pdf', 256 * 1024);
    const hash = await md5(new Uint8Array(await file.arrayBuffer()));
    store.addFile('p-002', '0', '结施-01（其他项目）.pdf', file.size, hash);
    await pick([file]);
    await waitForStatus('结施-01.pdf', UploadItemStatus.InstantSuccess);
    await expect(within(await row('结施-01.pdf')).getByText('秒传成功')).toBeVisible();
    await expect(store.state.uploads.size).toBe(0);
    await closeToasts();
  },
};

/**
 * A large drawing on a slow server: pause keeps the parts already confirmed; continue asks which parts the
 * server has and sends only the rest.
 */
export const PauseAndContinue: Story = {
  tags: ['!vrt'],
  parameters: { fixtureApi: { delay: 250 } satisfies FixtureApiParameters },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await pick([drawing('建施-10 大样图.pdf', 26 * MB)]);
    const upload = () => [...store.state.uploads.values()][0];
    await waitFor(() => expect(upload()?.parts.size ?? 0).toBeGreaterThanOrEqual(2), { timeout: 20_000 });
    const item = await row('建施-10 大样图.pdf');
    await userEvent.click(within(item).getByRole('button', { name: '暂停建施-10 大样图.pdf' }));
    await waitForStatus('建施-10 大样图.pdf', UploadItemStatus.Paused);
    const confirmed = upload()?.parts.size ?? 0;
    await expect(confirmed).toBeGreaterThanOrEqual(2);
    await expect(confirmed).toBeLessThan(6);
    await userEvent.click(
      within(await row('建施-10 大样图.pdf')).getByRole('button', { name: '继续上传建施-10 大样图.pdf' }),
    );
    await waitForStatus('建施-10 大样图.pdf', UploadItemStatus.Success, 30_000);
    // One multipart upload, six parts in all: nothing was sent twice from the start.
    await expect(store.state.uploads.size).toBe(1);
    await expect(upload()?.parts.size).toBe(6);
  },
};

/** Paused: the row keeps its progress and offers continue and cancel (a stable picture). */
export const Paused: Story = {
  parameters: { fixtureApi: { delay: 200 } satisfies FixtureApiParameters },
  play: async (context) => {
    await pick([drawing('建施-11 墙身详图.pdf', 16 * MB), drawing('建施-12.pdf')]);
    const engine = engineOf(context.id);
    await waitFor(() => expect(engine.getSnapshot().items[0]?.percent ?? 0).toBeGreaterThan(0), { timeout: 20_000 });
    await userEvent.click(
      within(await row('建施-11 墙身详图.pdf')).getByRole('button', { name: '暂停建施-11 墙身详图.pdf' }),
    );
    await waitForStatus('建施-11 墙身详图.pdf', UploadItemStatus.Paused);
    // The next waiting item goes on meanwhile.
    await waitForStatus('建施-12.pdf', UploadItemStatus.Success);
    const item = await row('建施-11 墙身详图.pdf');
    await expect(within(item).getByRole('button', { name: '继续上传建施-11 墙身详图.pdf' })).toBeVisible();
    await expect(within(item).getByRole('button', { name: '取消上传建施-11 墙身详图.pdf' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: '正在上传（已加密）' })).toBeVisible();
  },
};

/** A registration the server refuses: that row fails with the server's message (and a toast), the next goes on. */
export const ServerFailure: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        upload: {
          registerProjectFile: ({ data }) => {
            if (data.ossMultiUpload.fileName === '建施-20.pdf') refuse(FixtureCode.Error, '存储空间不足，请联系管理员');
            return {
              resId: 'r-new',
              resName: data.ossMultiUpload.fileName,
              fileSize: data.ossMultiUpload.fileLength,
              fileMd5: data.ossMultiUpload.fileMd5,
            };
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await pick([drawing('建施-20.pdf'), drawing('建施-21.pdf')]);
    await waitForStatus('建施-20.pdf', UploadItemStatus.Failed);
    await waitForStatus('建施-21.pdf', UploadItemStatus.Success);
    const failed = await row('建施-20.pdf');
    await expect(within(failed).getByText('存储空间不足，请联系管理员')).toBeVisible();
    await expect(within(await panel()).getByText('1个失败')).toBeVisible();
    // Nothing else waits: re-upload is offered.
    await expect(within(failed).getByRole('button', { name: '重新上传建施-20.pdf' })).toBeEnabled();
  },
};

/** 40004 on the rapid check: this item and every waiting one fail at once with the server's message. */
export const FailsAllWaiting: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { upload: { rapidUpload: () => refuse(40004, '企业存储空间已满，无法上传') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await pick([drawing('建施-30.pdf'), drawing('建施-31.pdf'), drawing('建施-32.pdf')]);
    for (const name of ['建施-30.pdf', '建施-31.pdf', '建施-32.pdf']) {
      await waitForStatus(name, UploadItemStatus.Failed);
    }
    await expect(within(await panel()).getByText('3个失败')).toBeVisible();
    await expect(screen.getByRole('heading', { name: '上传完成' })).toBeVisible();
  },
};

/** Going offline fails everything waiting, checking, uploading or paused. */
export const Offline: Story = {
  parameters: { fixtureApi: { delay: 300 } satisfies FixtureApiParameters },
  // The network comes back when the story goes: TanStack Query keeps one online flag for the page, and left offline
  // it paused every later story's queries in the same preview page (Features/Locale/OneProvider waited for ever).
  // Set directly: by the cleanup the story's query client has gone, and with it the listener an `online` event needs.
  beforeEach: () => () => {
    onlineManager.setOnline(true);
  },
  play: async () => {
    await pick([drawing('建施-40.pdf', 11 * MB), drawing('建施-41.pdf'), drawing('建施-42.pdf')]);
    await waitFor(
      async () => expect((await row('建施-40.pdf')).dataset.status).toBe(String(UploadItemStatus.Uploading)),
      {
        timeout: 20_000,
      },
    );
    fireEvent(window, new Event('offline'));
    for (const name of ['建施-40.pdf', '建施-41.pdf', '建施-42.pdf']) {
      await waitForStatus(name, UploadItemStatus.Failed);
    }
    await expect(within(await row('建施-41.pdf')).getByText('网络异常，请检查网络连接')).toBeVisible();
  },
};

/**
 * Every file rule with its message, at once: no extension, an extension over 16 characters, an empty file, a file
 * of 2 GB; the good one uploads.
 */
export const FileRules: Story = {
  play: async () => {
    await pick([
      drawing('说明'),
      drawing('图纸.abcdefghijklmnopq'),
      new File([], '空白.pdf', { type: 'application/pdf' }),
      claimingSize(drawing('整套图纸.pdf'), 2 * 1024 * MB),
      drawing('建施-50.pdf'),
    ]);
    await expect(within(await row('说明')).getByText('不支持上传没有后缀名的文件')).toBeVisible();
    await expect(within(await row('图纸.abcdefghijklmnopq')).getByText('文件后缀名不能超过16个字符')).toBeVisible();
    await expect(within(await row('空白.pdf')).getByText('不能上传空文件')).toBeVisible();
    await expect(within(await row('整套图纸.pdf')).getByText('单个文件大小不能超过2G')).toBeVisible();
    await waitForStatus('建施-50.pdf', UploadItemStatus.Success);
    // Refused rows are only removed, never retried.
    await expect(within(await row('说明')).queryByRole('button', { name: '重新上传说明' })).toBeNull();
  },
};

/** A folder type that takes PDFs only (4_4): the DWG is refused with its status 10 and message. */
export const PdfOnlyFolder: Story = {
  render: (_args, context) => (
    <UploadHarness
      storyId={context.id}
      options={{ target: { kind: UploadTarget.Project, projectId: PROJECT, parentId: FOLDER, folderType: '4_4' } }}
    />
  ),
  play: async () => {
    await pick([new File([new Uint8Array(2048)], '结施-01.dwg'), drawing('结施-02.pdf')]);
    await waitForStatus('结施-01.dwg', UploadItemStatus.NotPdf);
    await expect(within(await row('结施-01.dwg')).getByText('该文件夹仅支持上传pdf格式文件')).toBeVisible();
    await waitForStatus('结施-02.pdf', UploadItemStatus.Success);
  },
};

/** Starting with nothing picked warns and keeps the dialog open. */
export const NothingPicked: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '上传文件' }));
    const dialog = await screen.findByRole('dialog', { name: '上传文件' });
    // Past the dialog's entering animation before pressing, and the message's own before asserting it is seen.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
    const message = await within(dialog).findByText('请选择文件或文件夹');
    await waitFor(() => expect(message).toBeVisible());
    await expect(dialog).toBeInTheDocument();
  },
};

/** 2001 files at once: the whole batch is refused with the 2000 message; what was picked stays in the dialog. */
export const TooManyFiles: Story = {
  tags: ['!vrt'],
  play: async () => {
    const files = Array.from({ length: 2001 }, (_, i) => new File(['x'], `图${i + 1}.pdf`));
    const dialog = await pick(files);
    await expect(await within(dialog).findByText('一次最多上传2000个文件')).toBeVisible();
    await expect(within(dialog).getByText('已选择2001个文件')).toBeVisible();
  },
};

/** 2000 rows: 48px each, seven visible, only the rows in view are in the page; the last one scrolls into view. */
export const TwoThousandFiles: Story = {
  tags: ['!vrt'],
  parameters: { fixtureApi: { delay: 400 } satisfies FixtureApiParameters },
  play: async (context) => {
    const engine = engineOf(context.id);
    const files = Array.from({ length: 2000 }, (_, i) => drawing(`图纸-${String(i + 1).padStart(4, '0')}.pdf`, 1024));
    engine.add(files, { target: { kind: UploadTarget.Project, projectId: PROJECT, parentId: FOLDER } });
    const region = await panel();
    const list = within(region).getByRole('list', { name: '上传列表' });
    const scroller = list.parentElement as HTMLElement;
    await expect(scroller.getBoundingClientRect().height).toBe(7 * 48);
    await expect(list.getBoundingClientRect().height).toBe(2000 * 48);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await within(list).findByRole('listitem', { name: /^图纸-2000\.pdf / })).toHaveAttribute(
      'aria-setsize',
      '2000',
    );
    engine.cancelAll();
  },
};

/** A folder: the tree is created on the server first, then each file lands in its created folder. */
export const FolderUpload: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await pick(
      [
        inFolder(drawing('建施-01.pdf'), '二期/建筑/建施-01.pdf'),
        inFolder(drawing('结施-01.pdf'), '二期/结构/结施-01.pdf'),
      ],
      { folder: true },
    );
    await waitForStatus('结施-01.pdf', UploadItemStatus.Success);
    const top = store.children(PROJECT, FOLDER).find((r) => r.resName === '二期');
    await expect(top?.isFolder).toBe(true);
    const structure = store.children(PROJECT, top?.resId ?? '').find((r) => r.resName === '结构');
    await expect(store.children(PROJECT, structure?.resId ?? '').map((r) => r.resName)).toEqual(['结施-01.pdf']);
    await closeToasts();
  },
};

/** The conflict dialog the upload dialog opens for names already in the destination. */
async function conflictDialog() {
  const conflict = await screen.findByRole('dialog', { name: '存在同名文件' }, { timeout: 5000 });
  await waitFor(() => expect(conflict).toBeVisible());
  return conflict;
}

/**
 * 设计说明.docx is already in 建筑: it is asked about before a byte is sent; 替换 makes the upload a new version of
 * the file there (same file, another version), nothing named "(1)".
 */
export const SameNameReplaced: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const before = store.children(PROJECT, FOLDER).find((r) => r.resName === '设计说明.docx');
    // The store's row itself takes the new version: its first version is kept by value.
    const firstVersion = before?.recordId;
    await pick([drawing('设计说明.docx', 4096)]);
    const conflict = await conflictDialog();
    await expect(within(conflict).getByText('设计说明.docx')).toBeVisible();
    await expect(store.state.uploads.size).toBe(0);
    await userEvent.click(within(conflict).getByRole('radio', { name: /替换/ }));
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await waitForStatus('设计说明.docx', UploadItemStatus.Success, 25_000);
    const after = store.children(PROJECT, FOLDER).filter((r) => r.resName.startsWith('设计说明'));
    await expect(after.map((r) => r.resId)).toEqual([before?.resId]);
    await expect(firstVersion).toBeTruthy();
    await expect(after[0]?.recordId).not.toBe(firstVersion);
    await closeToasts();
  },
};

/**
 * A picked folder 施工图 whose 建施-01 总平面图.pdf is already in 建筑/施工图: the path is asked about; 跳过 leaves it
 * out of the queue while the new drawing beside it uploads into the same folder.
 */
export const SameNameSkippedInFolder: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await pick(
      [
        inFolder(drawing('建施-01 总平面图.pdf', 4096), '施工图/建施-01 总平面图.pdf'),
        inFolder(drawing('建施-99 新图.pdf', 4096), '施工图/建施-99 新图.pdf'),
      ],
      { folder: true },
    );
    const conflict = await conflictDialog();
    await expect(within(conflict).getByText('施工图/建施-01 总平面图.pdf')).toBeVisible();
    await userEvent.click(within(conflict).getByRole('radio', { name: /跳过/ }));
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await waitForStatus('建施-99 新图.pdf', UploadItemStatus.Success, 25_000);
    const region = await panel();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    const drawings = store.children(PROJECT, 'f-p-001-arch-cd').map((r) => r.resName);
    await expect(drawings).toContain('建施-99 新图.pdf');
    await expect(drawings.filter((name) => name.startsWith('建施-01'))).toEqual(['建施-01 总平面图.pdf']);
    await closeToasts();
  },
};

/** Two names taken, 保留两者 applied to both at once: both upload as "name (1)". */
export const SameNameKeepBothForAll: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    store.addFile(PROJECT, FOLDER, '总说明.pdf', 10, '0'.repeat(32));
    await pick([drawing('设计说明.docx', 4096), drawing('总说明.pdf', 4096), drawing('目录.pdf', 4096)]);
    const conflict = await conflictDialog();
    await expect(within(conflict).getByText(/第 1 项，共 2 项/)).toBeVisible();
    await userEvent.click(within(conflict).getByRole('checkbox', { name: '其余 1 个同名项也这样处理' }));
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await waitForStatus('总说明.pdf', UploadItemStatus.Success, 25_000);
    await waitForStatus('目录.pdf', UploadItemStatus.Success, 25_000);
    const names = store.children(PROJECT, FOLDER).map((r) => r.resName);
    await expect(names).toEqual(expect.arrayContaining(['设计说明 (1).docx', '总说明 (1).pdf', '目录.pdf']));
    await closeToasts();
  },
};

/** Cancelling the conflict dialog sends nothing and gives the upload dialog back with what was picked. */
export const SameNameCancelled: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const count = store.children(PROJECT, FOLDER).length;
    await pick([drawing('设计说明.docx')]);
    const conflict = await conflictDialog();
    await userEvent.click(within(conflict).getByRole('button', { name: '取消' }));
    const dialog = await screen.findByRole('dialog', { name: '上传文件' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('设计说明.docx')).toBeVisible();
    await expect(store.children(PROJECT, FOLDER)).toHaveLength(count);
    await expect(store.state.uploads.size).toBe(0);
  },
};

/** Picks a folder of two drawings and the same loose file twice, checks the list, removes one drawing. */
async function pickAndRemove() {
  const dialog = await pick(
    [
      inFolder(drawing('建施-01.pdf', 2048), '二期/建筑/建施-01.pdf'),
      inFolder(drawing('结施-01.pdf', 4096), '二期/结构/结施-01.pdf'),
    ],
    { folder: true, start: false },
  );
  const input = dialog.querySelector('input[type="file"]:not([webkitdirectory])') as HTMLInputElement;
  await userEvent.upload(input, [drawing('说明.pdf', 1024), drawing('说明.pdf', 1024)]);
  await expect(within(dialog).getByText('上传至：滨江新城综合体 / 建筑 / 施工图')).toBeVisible();
  await expect(within(dialog).getByText('已选择3个文件（文件夹：二期）')).toBeVisible();
  const list = within(dialog).getByRole('list', { name: '待上传文件' });
  await expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent),
  ).toEqual(['二期/建筑/建施-01.pdf', '二期/结构/结施-01.pdf', '说明.pdf']);
  await userEvent.click(within(list).getByRole('button', { name: '移除二期/结构/结施-01.pdf' }));
  await expect(within(dialog).getByText('已选择2个文件（文件夹：二期）')).toBeVisible();
  return dialog;
}

/**
 * Before starting (issue 22, item 8): the dialog names the destination and lists what was picked, the folder named
 * in the count; a file picked twice is listed once and a row can be removed.
 */
export const PickedList: Story = {
  tags: ['vrt-992'],
  args: { destination: '滨江新城综合体 / 建筑 / 施工图' },
  play: async () => {
    await pickAndRemove();
  },
};

/** Only what the list holds uploads: the removed drawing does not, the file picked twice uploads once. */
export const PickedListUploads: Story = {
  tags: ['!vrt'],
  args: { destination: '滨江新城综合体 / 建筑 / 施工图' },
  play: async (context) => {
    const dialog = await pickAndRemove();
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitForStatus('建施-01.pdf', UploadItemStatus.Success);
    await waitForStatus('说明.pdf', UploadItemStatus.Success);
    await expect(
      engineOf(context.id)
        .getSnapshot()
        .items.map((item) => item.name)
        .sort(),
    ).toEqual(['建施-01.pdf', '说明.pdf']);
    await closeToasts();
  },
};

/** Closing with unfinished items asks first; abandoning cancels them and the panel goes. */
export const CloseWhileUploading: Story = {
  tags: ['!vrt'],
  parameters: { fixtureApi: { delay: 300 } satisfies FixtureApiParameters },
  play: async (context) => {
    await pick([drawing('建施-60.pdf', 11 * MB), drawing('建施-61.pdf')]);
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: '关闭' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定放弃上传吗？' });
    // The alert dialog fades in.
    await waitFor(() =>
      expect(within(confirm).getByText('还有2个文件未上传完成，关闭后将取消这些上传。')).toBeVisible(),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: '继续上传' }));
    await expect(region).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '关闭' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃上传' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /正在上传/ })).toBeNull());
    const { summary } = engineOf(context.id).getSnapshot();
    await expect(summary.unfinished).toBe(0);
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '上传文件' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    const input = dialog.querySelector('input[type="file"]:not([webkitdirectory])') as HTMLInputElement;
    await userEvent.upload(input, [drawing('A-01.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start upload' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Upload complete' })).toBeVisible(), {
      timeout: 15_000,
    });
    await expect(screen.getByText('Uploaded', { selector: 'span' })).toBeVisible();
  },
};
