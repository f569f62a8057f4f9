import {
  type DrawingRef,
  RECOGNITION_NO_TEXT_LAYER,
  RecognitionStatus,
  recognitionAnchorsMissing,
  TransformStatus,
} from '@atelier/api';
import { createSeed, type FixtureStore } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import type { RecognitionFileListProps } from './interface';
import { RecognitionFileList } from './RecognitionFileList';

const PROJECT = 'p-001';
const seeded = createSeed().resources;

/** A seeded drawing of 滨江新城综合体 as the wizard carries it (`n` as in the seed: r-p-001-n). */
function drawing(n: number): DrawingRef {
  const found = seeded.find((r) => r.resId === `r-${PROJECT}-${n}`);
  if (!found?.recordId) throw new Error(`No seeded drawing ${n}`);
  return {
    resId: found.resId,
    recordId: found.recordId,
    resName: found.resName,
    parentId: found.parentId,
    path: found.path,
  };
}
const rec = (n: number) => `rec-${PROJECT}-${n}`;
const nameOf = (n: number) => drawing(n).resName;

/** The calls the stories check, per story store. */
interface Calls {
  startOcr: string[][];
  reOcr: string[][];
  ocrStatus: number;
  transformAgain: string[][];
  downloadReport: string[];
}
const callLog = new WeakMap<FixtureStore, Calls>();
function callsOf(store: FixtureStore): Calls {
  let calls = callLog.get(store);
  if (!calls) {
    calls = { startOcr: [], reOcr: [], ocrStatus: 0, transformAgain: [], downloadReport: [] };
    callLog.set(store, calls);
  }
  return calls;
}

/** The fixture's recognition answers, logged. */
const loggedRecognition = {
  quickApproval: {
    startOcr: ({ store, data }) => {
      callsOf(store).startOcr.push(data.recordIdList);
      store.startRecognition(data.recordIdList);
      return null;
    },
    reOcr: ({ store, data }) => {
      callsOf(store).reOcr.push(data.recordIdList);
      store.startRecognition(data.recordIdList);
      return null;
    },
    ocrStatus: ({ store, data }) => {
      callsOf(store).ocrStatus += 1;
      return store.pollRecognition(data.recordIdList);
    },
  },
} satisfies FixtureApiParameters['resolvers'];

interface HarnessProps extends RecognitionFileListProps {
  /** Makes the first list from the story's store (2000 files). */
  makeFiles?: () => DrawingRef[];
}

/** What the wizard does: holds the list (controlled) and passes changes on. */
function Controlled({ makeFiles, files: initial, onFilesChange, ...props }: HarnessProps) {
  const [files, setFiles] = useState(() => makeFiles?.() ?? initial);
  return (
    <RecognitionFileList
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/RecognitionFileList',
  component: RecognitionFileList,
  tags: ['autodocs', 'vrt'],
  ...fixtureApi,
  parameters: { fixtureApi: { resolvers: loggedRecognition } satisfies FixtureApiParameters },
  args: {
    projectId: PROJECT,
    files: [drawing(1), drawing(2), drawing(11)],
    onFilesChange: fn(),
    onReadyChange: fn(),
    onOpenFolder: fn(),
    onDownloadReport: fn(),
    pollInterval: 150,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RecognitionFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

// -----------------------------------------------------------------------------------------------------------------
// Helpers: toasts and dialogs render into document.body, so everything is found with `screen`.
// -----------------------------------------------------------------------------------------------------------------

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const list = (name = '已选文件') => screen.findByRole('list', { name });
const row = async (name: string, listName?: string) =>
  within(await list(listName)).findByRole('listitem', { name: new RegExp(`^${escapeRegExp(name)} `) });
/** Waits until the file's row shows this status text. */
const waitForStatus = (name: string, status: string, listName?: string) =>
  waitFor(async () => expect(await row(name, listName)).toHaveAccessibleName(`${name} ${status}`), {
    timeout: 10_000,
  });
const fileNames = async () =>
  within(await list())
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-status'))
    .map((item) => item.querySelector('[title]')?.textContent);
/** A toast with this text, once it has faded in. */
async function toast(text: string) {
  const found = await within(await screen.findByRole('region', { name: '通知' })).findByText(text);
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

// -----------------------------------------------------------------------------------------------------------------
// Stories
// -----------------------------------------------------------------------------------------------------------------

/**
 * Every recognition status, each with its icon and text: 待转码, 待识别 and 识别中 are held by the fixture, the
 * others are where recognition ends. Three files matched no frame template: the warning counts them, with help.
 */
export const EveryStatus: Story = {
  args: { files: [1, 3, 4, 5, 6, 7, 8, 9].map(drawing) },
  parameters: {
    fixtureApi: {
      resolvers: loggedRecognition,
      setup: (store) => {
        store.holdRecognition(rec(3), RecognitionStatus.Waiting);
        store.holdRecognition(rec(4), RecognitionStatus.WaitingTranscode);
        store.holdRecognition(rec(5), RecognitionStatus.Recognising);
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    await waitForStatus(nameOf(1), '识别成功');
    await waitForStatus(nameOf(3), '待识别');
    await waitForStatus(nameOf(4), '待转码');
    await waitForStatus(nameOf(5), '识别中');
    await waitForStatus(nameOf(6), '该企业没有图框模板');
    await waitForStatus(nameOf(7), '图纸与图框模版不匹配');
    await waitForStatus(nameOf(8), '图框模版已删除');
    await waitForStatus(nameOf(9), '识别失败');
    const warning = screen.getByRole('alert');
    await expect(warning).toHaveTextContent('有3个文件未匹配到图框模板，无法完成签字签章');
    await expect(within(warning).getByRole('link', { name: /查看帮助/ })).toHaveAttribute('href', '/help');
    await expect(screen.getByText('已选择8个文件')).toBeVisible();
    // Grouped by folder, in the order the folders first come.
    const headings = within(await list())
      .getAllByRole('listitem')
      .filter((item) => !item.hasAttribute('data-status'));
    await expect(headings.map((h) => h.textContent)).toEqual(['建筑/施工图4个文件', '结构3个文件', '给排水1个文件']);
    // Pending files cannot be recognised again yet; final ones can.
    await expect(screen.getByRole('button', { name: `重新识别${nameOf(5)}` })).toBeDisabled();
    await expect(screen.getByRole('button', { name: `重新识别${nameOf(9)}` })).toBeEnabled();
    await expect(args.onReadyChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * What recognition read (issue 23): a recognised drawing shows its 图号 and 图名, a refused one why (the title
 * block's labels not in place, a scan without a text layer), once its recognition is final.
 */
export const WhatWasRead: Story = {
  tags: ['!vrt'],
  args: { files: [1, 7, 9].map(drawing) },
  play: async () => {
    await waitForStatus(nameOf(1), '识别成功');
    await waitForStatus(nameOf(7), '图纸与图框模版不匹配');
    await waitForStatus(nameOf(9), '识别失败');
    const detail = async (n: number) => (await row(nameOf(n))).querySelector('[data-detail]');
    await waitFor(async () => expect(await detail(1)).toHaveTextContent('图号 建施-01 · 图名 总平面图'));
    await waitFor(async () =>
      expect(await detail(7)).toHaveTextContent(recognitionAnchorsMissing('标准图框（A1）', ['设计', '校对', '审核'])),
    );
    await waitFor(async () => expect(await detail(9)).toHaveTextContent(RECOGNITION_NO_TEXT_LAYER));
    await expect(await detail(9)).toHaveAttribute('title', RECOGNITION_NO_TEXT_LAYER);
  },
};

/**
 * Recognition starts once for the files, then polls until each is final (a DWG is transcoded first); Next is
 * allowed when every file is recognised, and polling stops.
 */
export const PollingToSuccess: Story = {
  tags: ['!vrt'],
  args: { files: [1, 2, 3, 4, 11].map(drawing), pollInterval: 300 },
  play: async (context) => {
    const calls = callsOf(fixtureApiOf(context).store);
    await expect(await list()).toBeVisible();
    await expect(context.args.onReadyChange).toHaveBeenLastCalledWith(false);
    for (const n of [1, 2, 3, 4, 11]) await waitForStatus(nameOf(n), '识别成功');
    await waitFor(() => expect(context.args.onReadyChange).toHaveBeenLastCalledWith(true));
    await expect(calls.startOcr).toEqual([[1, 2, 3, 4, 11].map(rec)]);
    // The DWG took four polls: 待转码, 待识别, 识别中, then its final code.
    await expect(calls.ocrStatus).toBe(4);
    const polls = calls.ocrStatus;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(calls.ocrStatus).toBe(polls);
  },
};

/**
 * A file still recognising when its time runs out (a short limit here; 5 minutes in the product) is marked timed
 * out with a warning; re-recognise starts it again and Next follows.
 */
export const Timeout: Story = {
  tags: ['!vrt'],
  args: { files: [drawing(1), drawing(5)], pollLimit: 1_500 },
  parameters: {
    fixtureApi: {
      resolvers: loggedRecognition,
      setup: (store) => store.holdRecognition(rec(5), RecognitionStatus.Recognising),
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await waitForStatus(nameOf(5), '识别超时');
    await expect(await screen.findByRole('alert')).toHaveTextContent('1个文件识别超时，请稍后重新识别');
    await expect(context.args.onReadyChange).toHaveBeenLastCalledWith(false);
    const polls = callsOf(store).ocrStatus;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(callsOf(store).ocrStatus).toBe(polls);

    store.releaseRecognition(rec(5));
    await userEvent.click(screen.getByRole('button', { name: `重新识别${nameOf(5)}` }));
    await waitForStatus(nameOf(5), '识别成功');
    await expect(callsOf(store).reOcr).toEqual([[rec(5)]]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(context.args.onReadyChange).toHaveBeenLastCalledWith(true));
  },
};

/** Re-recognise a failed drawing (its template was fixed meanwhile): it starts from waiting and ends recognised. */
export const ReRecognise: Story = {
  args: { files: [drawing(1), drawing(9)] },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await waitForStatus(nameOf(9), '识别失败');
    store.releaseRecognition(rec(9), RecognitionStatus.Success);
    await userEvent.click(screen.getByRole('button', { name: `重新识别${nameOf(9)}` }));
    await waitForStatus(nameOf(9), '识别成功');
    const calls = callsOf(store);
    await expect(calls.reOcr).toEqual([[rec(9)]]);
    await expect(calls.startOcr).toEqual([[rec(1), rec(9)]]);
    await waitFor(() => expect(context.args.onReadyChange).toHaveBeenLastCalledWith(true));
  },
};

/** Pin abnormal files to the top: folders holding them first, abnormal files first inside each. */
export const PinAbnormal: Story = {
  args: { files: [1, 2, 11, 6, 9, 12].map(drawing) },
  play: async () => {
    await waitForStatus(nameOf(12), '识别失败');
    await waitForStatus(nameOf(6), '该企业没有图框模板');
    await waitForStatus(nameOf(9), '识别失败');
    await expect(await fileNames()).toEqual([1, 2, 11, 6, 9, 12].map(nameOf));
    await userEvent.click(screen.getByRole('button', { name: '异常文件置顶' }));
    await waitFor(async () => expect(await fileNames()).toEqual([6, 9, 12, 1, 2, 11].map(nameOf)));
    await expect(within(await row(nameOf(6))).getByRole('img', { name: '已置顶' })).toBeVisible();
    await expect(await row(nameOf(6))).toHaveAttribute('data-abnormal');
  },
};

/** With no abnormal file: pin and error report warn 当前没有异常文件; refresh preview finds nothing to refresh. */
export const NothingAbnormal: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    for (const n of [1, 2, 11]) await waitForStatus(nameOf(n), '识别成功');
    await userEvent.click(screen.getByRole('button', { name: '异常文件置顶' }));
    await expect(await toast('当前没有异常文件')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '下载异常报告' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: '通知' })).getAllByText('当前没有异常文件')).toHaveLength(2),
    );
    await expect(context.args.onDownloadReport).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '刷新预览' }));
    await expect(await toast('暂无需要预览刷新的文件')).toBeVisible();
  },
};

/** Refresh preview while files still wait for recognition: 待识别文件较多，请稍后重试. */
export const RefreshWhileRecognising: Story = {
  tags: ['!vrt'],
  args: { files: [drawing(1), drawing(3)] },
  parameters: {
    fixtureApi: {
      resolvers: loggedRecognition,
      setup: (store) => store.holdRecognition(rec(3), RecognitionStatus.Waiting),
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await waitForStatus(nameOf(1), '识别成功');
    await userEvent.click(screen.getByRole('button', { name: '刷新预览' }));
    await expect(await toast('待识别文件较多，请稍后重试')).toBeVisible();
  },
};

/** A failed preview is transformed again, and the failed recognition read from it starts again. */
export const RefreshFailedPreview: Story = {
  tags: ['!vrt'],
  args: { files: [drawing(1), drawing(9)] },
  parameters: {
    fixtureApi: {
      resolvers: {
        ...loggedRecognition,
        files: {
          transformStatus: ({ store, data }) =>
            data.recordIds.map((recordId) => ({
              recordId,
              transformId: `tf-${recordId}`,
              status: recordId === rec(9) ? TransformStatus.Failed : TransformStatus.Success,
              distinguishType: store.byRecord(recordId).distinguishType ?? null,
            })),
          transformAgain: ({ store, data }) => {
            callsOf(store).transformAgain.push(data.transformIds);
            return null;
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const calls = callsOf(fixtureApiOf(context).store);
    await waitForStatus(nameOf(9), '识别失败');
    await userEvent.click(screen.getByRole('button', { name: '刷新预览' }));
    await expect(await toast('已重新生成1个文件的预览')).toBeVisible();
    await expect(calls.transformAgain).toEqual([[`tf-${rec(9)}`]]);
    await expect(calls.reOcr).toEqual([[rec(9)]]);
  },
};

/** The error report: the abnormal files' names and paths are saved; its uuid is handed to the page. */
export const ErrorReport: Story = {
  args: { files: [1, 6, 9].map(drawing) },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await waitForStatus(nameOf(6), '该企业没有图框模板');
    await waitForStatus(nameOf(9), '识别失败');
    await userEvent.click(screen.getByRole('button', { name: '下载异常报告' }));
    await waitFor(() => expect(store.state.errorReports.size).toBe(1));
    const [uuid, rows] = [...store.state.errorReports][0] ?? [];
    await waitFor(() => expect(context.args.onDownloadReport).toHaveBeenCalledWith(uuid));
    await expect(context.args.onDownloadReport).toHaveBeenCalledTimes(1);
    // Each row names its version: the server writes why the file failed (异常原因) from its recognition.
    await expect(rows).toEqual([
      { resName: nameOf(6), path: drawing(6).path, recordId: rec(6) },
      { resName: nameOf(9), path: drawing(9).path, recordId: rec(9) },
    ]);
  },
};

/** Without `onDownloadReport` the list fetches the report (drawingCheck.downloadReport) and saves it as a file. */
export const ErrorReportDownload: Story = {
  tags: ['!vrt'],
  args: { files: [drawing(1), drawing(9)], onDownloadReport: undefined },
  parameters: {
    fixtureApi: {
      resolvers: {
        ...loggedRecognition,
        drawingCheck: {
          downloadReport: ({ store, data }) => {
            callsOf(store).downloadReport.push(data.uuid);
            return new Blob(['%PDF-1.4\n%report\n'], { type: 'application/pdf' });
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await waitForStatus(nameOf(9), '识别失败');
    await userEvent.click(screen.getByRole('button', { name: '下载异常报告' }));
    await waitFor(() => expect(callsOf(store).downloadReport).toHaveLength(1));
    const [uuid] = callsOf(store).downloadReport;
    await expect(store.state.errorReports.get(uuid ?? '')).toEqual([
      { resName: nameOf(9), path: drawing(9).path, recordId: rec(9) },
    ]);
  },
};

/** Open a file's folder and remove a file: the list (controlled) follows, and so do the warning and the count. */
export const OpenFolderAndRemove: Story = {
  args: { files: [drawing(1), drawing(6)] },
  play: async ({ args }) => {
    await waitForStatus(nameOf(6), '该企业没有图框模板');
    await userEvent.click(screen.getByRole('button', { name: `打开${nameOf(1)}所在文件夹` }));
    await expect(args.onOpenFolder).toHaveBeenCalledWith('f-p-001-arch-cd');
    await userEvent.click(screen.getByRole('button', { name: `移除${nameOf(6)}` }));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([drawing(1)]);
    await waitFor(async () => expect(await fileNames()).toEqual([nameOf(1)]));
    await expect(screen.getByText('已选择1个文件')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(args.onReadyChange).toHaveBeenLastCalledWith(true));
  },
};

/**
 * Continue adding files: a lazy tree of the project with checkboxes; a file inside an expanded folder and a folder
 * never expanded (the server expands it) are added, and only they are started.
 */
export const AddFiles: Story = {
  tags: ['!vrt'],
  args: { files: [drawing(1)] },
  play: async (context) => {
    const calls = callsOf(fixtureApiOf(context).store);
    await waitForStatus(nameOf(1), '识别成功');
    await userEvent.click(screen.getByRole('button', { name: '继续添加文件' }));
    const dialog = await screen.findByRole('dialog', { name: '继续添加文件' });
    const tree = await within(dialog).findByRole('treegrid', { name: '项目文件' });
    const structure = await within(tree).findByRole('row', { name: '结构' });
    await userEvent.click(within(structure).getByRole('button', { name: /^展开/ }));
    const foundation = await within(tree).findByRole('row', { name: nameOf(6) });
    await userEvent.click(within(foundation).getByRole('checkbox'));
    await userEvent.click(within(within(tree).getByRole('row', { name: '给排水' })).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await toast('已添加3个文件')).toBeVisible();
    await waitFor(async () => expect(await fileNames()).toEqual([1, 6, 9, 10].map(nameOf)));
    await waitFor(() => expect(calls.startOcr).toEqual([[rec(1)], [rec(6), rec(9), rec(10)]]));
    await expect(context.args.onFilesChange).toHaveBeenLastCalledWith([1, 6, 9, 10].map(drawing));
    await waitForStatus(nameOf(10), '图纸与图框模版不匹配');
  },
};

/** Choosing nothing in the add dialog warns 请选择文件或文件夹 and keeps it open. */
export const AddNothing: Story = {
  tags: ['vrt-992'],
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '继续添加文件' }));
    const dialog = await screen.findByRole('dialog', { name: '继续添加文件' });
    await within(dialog).findByRole('row', { name: '建筑' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择文件或文件夹');
    await expect(dialog).toBeInTheDocument();
  },
};

/** No files yet: an empty list, Next not allowed. */
export const Empty: Story = {
  args: { files: [] },
  play: async ({ args }) => {
    await expect(await screen.findByText('暂无文件，请继续添加文件')).toBeVisible();
    await expect(screen.getByText('已选择0个文件')).toBeVisible();
    await expect(args.onReadyChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * 2000 files in 20 folders: only the rows in view are in the page, the last one scrolls into view, and the heading
 * of the folder in view stays on top.
 */
export const TwoThousandFiles: Story = {
  tags: ['!vrt'],
  args: { pollInterval: 1_000 },
  parameters: {
    fixtureApi: {
      resolvers: loggedRecognition,
      setup: (store) => {
        for (let f = 1; f <= 20; f += 1) {
          const folder = store.createFolder(PROJECT, '0', `分册${String(f).padStart(2, '0')}`);
          for (let i = 1; i <= 100; i += 1) {
            const n = (f - 1) * 100 + i;
            store.addFile(PROJECT, folder.resId, `图纸-${String(n).padStart(4, '0')}.pdf`, 1024, `md5-${n}`);
          }
        }
      },
    } satisfies FixtureApiParameters,
  },
  render: (args, context) => (
    <Controlled
      {...args}
      makeFiles={() =>
        fixtureApiOf(context)
          .store.state.resources.filter((r) => r.resName.startsWith('图纸-'))
          .map((r) => ({
            resId: r.resId,
            recordId: r.recordId ?? '',
            resName: r.resName,
            parentId: r.parentId,
            path: r.path,
          }))
      }
    />
  ),
  play: async (context) => {
    const items = await list();
    const scroller = items.parentElement as HTMLElement;
    await expect(screen.getByText('已选择2000个文件')).toBeVisible();
    await expect(scroller.getBoundingClientRect().height).toBe(440);
    await expect(items.getBoundingClientRect().height).toBe(20 * 36 + 2000 * 44);
    await expect(within(items).getAllByRole('listitem').length).toBeLessThan(40);
    await waitFor(() => expect(callsOf(fixtureApiOf(context).store).startOcr[0]).toHaveLength(2000));
    scroller.scrollTop = scroller.scrollHeight;
    const last = await within(items).findByRole('listitem', { name: /^图纸-2000\.pdf / });
    await expect(last).toHaveAttribute('aria-setsize', '2020');
    await expect(last).toHaveAttribute('aria-posinset', '2020');
    // The heading of the folder in view stays on top, though its own place scrolled far out of view.
    const heading = within(items).getByText('分册20').closest('li') as HTMLElement;
    await expect(heading).toHaveAttribute('data-sticky');
    await expect(heading.getBoundingClientRect().top).toBeCloseTo(scroller.getBoundingClientRect().top, 0);
    await expect(within(items).getAllByRole('listitem').length).toBeLessThan(40);
    // A row that came into view during the scroll gets its actions once the scroll settles.
    await expect(await within(last).findByRole('button', { name: '移除图纸-2000.pdf' })).toBeVisible();
    await waitForStatus('图纸-2000.pdf', '识别成功');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { files: [1, 5, 6, 9].map(drawing) },
  parameters: {
    fixtureApi: {
      resolvers: loggedRecognition,
      setup: (store) => store.holdRecognition(rec(5), RecognitionStatus.Recognising),
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const listName = 'Selected files';
    await waitForStatus(nameOf(1), 'Recognised', listName);
    await waitForStatus(nameOf(5), 'Recognising', listName);
    await waitForStatus(nameOf(6), 'The enterprise has no drawing-frame template', listName);
    await waitForStatus(nameOf(9), 'Recognition failed', listName);
    await expect(screen.getByRole('alert')).toHaveTextContent(
      '1 file matches no drawing-frame template and cannot be signed or stamped',
    );
    await expect(screen.getByText('4 files selected')).toBeVisible();
    for (const action of [
      'Add more files',
      'Refresh preview',
      'Pin abnormal files to the top',
      'Download error report',
    ])
      await expect(screen.getByRole('button', { name: action })).toBeVisible();
  },
};
