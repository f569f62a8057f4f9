import type { CheckedFile, CheckReason, DrawingCheckResult, DrawingRef } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import { Button } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, pickOption } from '../testing';
import { DrawingCheckDialog } from './DrawingCheckDialog';
import type { UseDrawingCheckOptions } from './interface';
import { useDrawingCheck } from './useDrawingCheck';

const file = (n: number, name: string, pathName: string, reasons: CheckReason[]): CheckedFile => ({
  resId: `r-p-003-${n}`,
  recordId: `rec-p-003-${n}`,
  resName: name,
  isFolder: false,
  fileExt: 'pdf',
  pathName,
  parentId: 'f-p-003-arch',
  errorReason: reasons,
});
const signer = (duty: 'examine' | 'authorize', realname: string | null): CheckReason => {
  const dutyName = duty === 'examine' ? '审核' : '审定';
  return {
    errorReason: realname ? `${dutyName}：${realname} 未加入项目` : `${dutyName}：未识别到签字人`,
    dutyId: `d-${duty}`,
    dutyName,
    realname,
  };
};
const reason = (errorReason: string): CheckReason => ({ errorReason });

const TITLE_BLOCK = [file(11, '结施-05 楼板配筋图.pdf', '/02 结构/施工图', [reason('图签缺少打印信息：图号')])];
/** 市民中心鸟瞰图 is p-003's drawing in the fixture store: corrections of it are kept there. */
const SIGNERS = [
  file(1, '市民中心鸟瞰图.pdf', '/方案设计', [signer('examine', null), signer('authorize', '孙浩')]),
  file(12, '结施-02 柱配筋图.pdf', '/02 结构/施工图', [signer('examine', null)]),
];
const UNIT = [
  file(13, '结施-04 基础详图.pdf', '/02 结构/施工图', [reason('图纸单位不是毫米（图幅为图框模板的 1/10 倍）')]),
];

const result = (lists: { ocr?: CheckedFile[]; setting?: CheckedFile[]; unit?: CheckedFile[] }): DrawingCheckResult => ({
  hasError: true,
  ocrCheckResult: { fileList: lists.ocr ?? [] },
  settingCheckResult: { fileList: lists.setting ?? [] },
  sizeUnitCheckResult: { fileList: lists.unit ?? [] },
  downLoadURL: 'report-1',
});

const meta = {
  title: 'Features/DrawingCheckDialog',
  component: DrawingCheckDialog,
  tags: ['autodocs', 'vrt'],
  ...fixtureApi,
  args: {
    projectId: 'p-003',
    isFastApproval: true,
    isOpen: true,
    result: result({ ocr: TITLE_BLOCK, setting: SIGNERS, unit: UNIT }),
    onOpenChange: fn(),
    onGoHandle: fn(),
    onContinue: fn(),
    onResultChange: fn(),
  },
} satisfies Meta<typeof DrawingCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result dialog once its entering animation is over (toBeVisible reads opacity). */
async function resultDialog() {
  const dialog = await screen.findByRole('dialog', { name: '校验结果' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: '继续发起' })).toBeVisible());
  return dialog;
}

/** All three lists: printed title-block info, signers, unit; the hint says a name corrects the recognition. */
export const AllThree: Story = {
  tags: ['vrt-992'],
  play: async ({ args }) => {
    const dialog = await resultDialog();
    await expect(within(dialog).getByText(/点击姓名可更正识别结果/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '缺少打印图签信息的图纸（1）' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '签字人未识别或未加入项目的图纸（2）' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '图纸单位不是毫米的图纸（1）' })).toBeVisible();
    await expect(within(dialog).getByText('图签缺少打印信息：图号')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '更正审定：孙浩' })).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: '更正审核：未识别' })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '继续发起' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/**
 * What recognition read (issue 23): a recognised drawing shows its 图号 and 图名 beside its name; a refused one
 * says why in its reason.
 */
export const WhatWasRead: Story = {
  tags: ['!vrt'],
  args: {
    result: result({
      ocr: [
        file(14, '建施-09 剖面图.pdf', '/01 建筑/施工图', [
          reason(
            '未识别到图签信息（识别失败：图纸页面没有文字层（扫描件或图片），服务器未安装文字识别（OCR），无法识别）',
          ),
        ]),
      ],
      setting: [
        {
          ...file(12, '结施-02 柱配筋图.pdf', '/02 结构/施工图', [signer('examine', null)]),
          drawingNumber: '结施-02',
          drawingName: '柱配筋图',
        },
      ],
    }),
  },
  play: async () => {
    const dialog = await resultDialog();
    await expect(within(dialog).getByText('图号 结施-02 · 图名 柱配筋图')).toBeVisible();
    await expect(within(dialog).getByText(/服务器未安装文字识别（OCR）/)).toBeVisible();
    await expect(within(dialog).getAllByText(/^图号 /)).toHaveLength(1);
  },
};

/** Only drawings missing printed title-block info. */
export const TitleBlockOnly: Story = {
  args: { result: result({ ocr: TITLE_BLOCK }) },
  play: async () => {
    const dialog = await resultDialog();
    await expect(within(dialog).getByRole('button', { name: '缺少打印图签信息的图纸（1）' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /签字人/ })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /图纸单位/ })).toBeNull();
  },
};

/** Only drawings missing signers, worded for a quick approval (its approvers come from the signers). */
export const SignersOnly: Story = {
  args: { result: result({ setting: SIGNERS }) },
  play: async () => {
    const dialog = await resultDialog();
    await expect(within(dialog).getByRole('button', { name: '签字人未识别或未加入项目的图纸（2）' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /打印图签/ })).toBeNull();
  },
};

/** Other origins (ordered signing) word the signer list as missing signers. */
export const SignersOtherOrigin: Story = {
  args: { result: result({ setting: SIGNERS }), isFastApproval: false },
  play: async () => {
    const dialog = await resultDialog();
    await expect(within(dialog).getByRole('button', { name: '缺少签字人的图纸（2）' })).toBeVisible();
  },
};

/** Only drawings not drawn in millimetres. */
export const UnitOnly: Story = {
  args: { result: result({ unit: UNIT }) },
  play: async () => {
    const dialog = await resultDialog();
    await expect(within(dialog).getByText('图纸单位不是毫米（图幅为图框模板的 1/10 倍）')).toBeVisible();
  },
};

/** 120 drawings missing signers: the list scrolls inside its panel, the footer stays in view. */
export const LongLists: Story = {
  args: {
    result: result({
      ocr: TITLE_BLOCK,
      setting: Array.from({ length: 120 }, (_, i) =>
        file(100 + i, `结施-${String(i + 1).padStart(3, '0')} 配筋图.pdf`, '/02 结构/施工图', [
          signer('examine', null),
        ]),
      ),
      unit: UNIT,
    }),
  },
  play: async () => {
    const dialog = await resultDialog();
    const list = within(dialog).getByRole('list', { name: '签字人未识别或未加入项目的图纸（120）' });
    await expect(within(list).getAllByRole('button', { name: '更正审核：未识别' })).toHaveLength(120);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(within(dialog).getByRole('button', { name: '继续发起' })).toBeVisible();
  },
};

/**
 * Clicking a name opens the picker of project people (请更正); saving corrects the drawing on the server and the
 * list drops that reason, keeping the rest.
 */
export const CorrectionSucceeds: Story = {
  args: { result: result({ setting: SIGNERS }) },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await resultDialog();
    const list = within(dialog).getByRole('list', { name: '签字人未识别或未加入项目的图纸（2）' });
    await userEvent.click(within(list).getAllByRole('button', { name: '更正审核：未识别' })[0] as HTMLElement);
    const picker = await screen.findByRole('dialog', { name: '更正签字人' });
    await waitFor(() => expect(within(picker).getByText('图纸：市民中心鸟瞰图.pdf')).toBeVisible());
    await expect(within(picker).getByRole('combobox', { name: /审核/ })).toHaveAttribute('placeholder', '请更正');
    // 结施-02 was recognised the same way: corrected together unless unticked.
    const also = within(picker).getByRole('checkbox', { name: '同时更正识别结果相同的其他 1 张图纸' });
    await expect(also).toBeChecked();
    await userEvent.click(also);
    await userEvent.click(within(picker).getByRole('button', { name: /保\s*存/ }));
    await waitFor(async () => expect(await within(picker).findByText('请选择人员')).toBeVisible());
    await userEvent.type(within(picker).getByRole('combobox', { name: /审核/ }), '张敏');
    await userEvent.click(await screen.findByRole('option', { name: /^张敏/ }));
    await userEvent.click(within(picker).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '更正签字人' })).toBeNull());
    await expect(store.state.signerCorrections.get('r-p-003-1')?.get('d-examine')).toBe('u-004');
    const updated = within(dialog).getByRole('list', { name: '签字人未识别或未加入项目的图纸（2）' });
    await expect(within(updated).getAllByRole('button', { name: '更正审核：未识别' })).toHaveLength(1);
    await expect(within(updated).getByRole('button', { name: '更正审定：孙浩' })).toBeVisible();
    await expect(args.onResultChange).toHaveBeenCalledTimes(1);
    await closeToasts();
  },
};

/** The server refuses the correction: its message shows in the picker, the chosen person stays. */
export const CorrectionRefused: Story = {
  tags: ['vrt-992'],
  args: { result: result({ setting: SIGNERS }) },
  parameters: {
    fixtureApi: {
      resolvers: { drawingCheck: { correct: () => refuse(FixtureCode.Error, '所选人员不是项目成员') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await resultDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '更正审定：孙浩' }));
    const picker = await screen.findByRole('dialog', { name: '更正签字人' });
    await pickOption(picker, /审定/, '张敏');
    await userEvent.click(within(picker).getByRole('button', { name: /保\s*存/ }));
    await waitFor(async () => expect(await within(picker).findByText('所选人员不是项目成员')).toBeVisible());
    await expect(within(picker).getByRole('combobox', { name: /审定/ })).toHaveValue('张敏');
    await expect(within(dialog).getByRole('button', { name: '更正审定：孙浩' })).toBeInTheDocument();
    await closeToasts();
  },
};

/** 下载异常报告 fetches the report the check wrote (by its uuid) and saves it. */
export const ReportDownload: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.errorReports.set('report-1', [{ resName: '结施-05 楼板配筋图.pdf', path: '/02 结构/施工图' }]);
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const saved = spyOn(URL, 'createObjectURL');
    try {
      const dialog = await resultDialog();
      await userEvent.click(within(dialog).getByRole('button', { name: '下载异常报告' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(await blob.text()).toContain('结施-05 楼板配筋图.pdf');
    } finally {
      saved.mockRestore();
    }
  },
};

/** 去处理 hands every listed drawing to the app and closes. */
export const GoHandle: Story = {
  play: async ({ args }) => {
    const dialog = await resultDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '去处理' }));
    await expect(args.onGoHandle).toHaveBeenCalledWith([...TITLE_BLOCK, ...SIGNERS, ...UNIT]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The whole check as the wizards run it (useDrawingCheck)
// ---------------------------------------------------------------------------------------------------------------

const P003: DrawingRef[] = [{ resId: 'r-p-003-1', recordId: 'rec-p-003-1', resName: '市民中心鸟瞰图.pdf' }];
const ARCH: DrawingRef[] = [
  { resId: 'r-p-001-1', recordId: 'rec-p-001-1', resName: '建施-01 总平面图.pdf' },
  { resId: 'r-p-001-2', recordId: 'rec-p-001-2', resName: '建施-02 一层平面图.pdf' },
];

function CheckBeforeLaunch({
  files,
  onDone,
  ...options
}: UseDrawingCheckOptions & { files: DrawingRef[]; onDone: (goOn: boolean) => void }) {
  const check = useDrawingCheck(options);
  return (
    <>
      <Button variant="primary" onPress={async () => onDone(await check.run(files))}>
        下一步
      </Button>
      {check.element}
    </>
  );
}

type FlowStory = StoryObj<Meta<typeof CheckBeforeLaunch>>;
const flow = (files: DrawingRef[], projectId: string, extra: Partial<UseDrawingCheckOptions> = {}): FlowStory => ({
  render: (args) => <CheckBeforeLaunch {...args} />,
  args: { files, projectId, isFastApproval: true, onDone: fn(), onGoHandle: fn(), ...extra } as never,
});

async function offerCheck(answer: '校验' | '不校验') {
  await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
  const offer = await screen.findByRole('alertdialog', { name: '是否对图纸进行校验？' });
  await userEvent.click(within(offer).getByRole('button', { name: answer }));
}

/** The offer declined: the launch goes on without a check. */
export const Declined: FlowStory = {
  ...flow(ARCH, 'p-001'),
  // The play function is the point (the spinner moves; at the end only the trigger is left to look at).
  tags: ['!vrt'],
  play: async ({ args }) => {
    await offerCheck('不校验');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true));
  },
};

/** No errors: 图纸校验通过 with the count of drawings checked, and the launch goes on at once. */
export const NoErrors: FlowStory = {
  ...flow(ARCH, 'p-001'),
  // The play function is the point (the spinner moves; at the end only the trigger is left to look at).
  tags: ['!vrt'],
  play: async ({ args }) => {
    await offerCheck('校验');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true));
    await waitFor(async () => expect(await screen.findByText(`图纸校验通过（共${ARCH.length}张）`)).toBeVisible());
    await expect(screen.queryByRole('dialog', { name: '校验结果' })).toBeNull();
    await closeToasts();
  },
};

/** While the server checks, the progress dialog shows. */
export const Checking: FlowStory = {
  ...flow(ARCH, 'p-001'),
  // The play function is the point (the spinner moves; at the end only the trigger is left to look at).
  tags: ['!vrt'],
  parameters: {
    fixtureApi: {
      resolvers: { drawingCheck: { check: () => new Promise<never>(() => {}) } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await offerCheck('校验');
    const progress = await screen.findByRole('dialog', { name: '图纸校验' });
    await waitFor(() => expect(within(progress).getByText('正在校验图纸，请稍候…')).toBeVisible());
  },
};

/** The check does not answer in time: the message and a retry, which then passes. */
export const TimedOut: FlowStory = {
  // The first check never answers; the retry's answer must come within the time limit even on a loaded machine
  // (300 ms was missed once there, and the retry timed out too).
  ...flow(ARCH, 'p-001', { timeout: 2000 }),
  // The play function is the point (the spinner moves; at the end only the trigger is left to look at).
  tags: ['!vrt'],
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.errorReports.set('attempts', []);
      },
      resolvers: {
        drawingCheck: {
          check: ({ store }) => {
            const attempts = store.state.errorReports.get('attempts') ?? [];
            attempts.push({ resName: 'attempt', path: '' });
            if (attempts.length === 1) return new Promise<never>(() => {});
            return {
              hasError: false,
              ocrCheckResult: { fileList: [] },
              settingCheckResult: { fileList: [] },
              sizeUnitCheckResult: { fileList: [] },
              downLoadURL: null,
            };
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    await offerCheck('校验');
    const progress = await screen.findByRole('dialog', { name: '图纸校验' });
    await waitFor(async () => expect(await within(progress).findByText('图纸校验超时（30秒），请重试')).toBeVisible());
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(within(progress).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true));
    await closeToasts();
  },
};

/**
 * The fixture drawing of p-003 has no recognised signers: the result lists it; after correcting both duties
 * the next check passes.
 */
export const CorrectThenCheckAgain: FlowStory = {
  ...flow(P003, 'p-003'),
  // The play function is the point (the spinner moves; at the end only the trigger is left to look at).
  tags: ['!vrt'],
  play: async ({ args }) => {
    await offerCheck('校验');
    const dialog = await resultDialog();
    for (const duty of ['审核', '审定']) {
      await userEvent.click(within(dialog).getByRole('button', { name: `更正${duty}：未识别` }));
      const picker = await screen.findByRole('dialog', { name: '更正签字人' });
      await pickOption(picker, new RegExp(duty), '张敏');
      await userEvent.click(within(picker).getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '更正签字人' })).toBeNull());
    }
    await userEvent.click(within(dialog).getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(false));
    await offerCheck('校验');
    await waitFor(() => expect(args.onDone).toHaveBeenLastCalledWith(true));
    // The result dialog leaves the DOM when its closing animation ends, which onDone does not wait for: read once
    // right after onDone, it was still there in a fresh-clone run (3 of 3 on 2026-11-26).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '校验结果' })).toBeNull());
    await closeToasts();
  },
};
