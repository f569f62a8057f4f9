import { type DrawingRef, TemplateChange } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, pickOption } from '../testing';
import { QuickStampWizard } from './QuickStampWizard';

const drawing = (n: number, resName: string): DrawingRef => ({
  resId: `r-p-001-${n}`,
  recordId: `rec-p-001-${n}`,
  resName,
});
/** 建筑 drawings of p-001: signed by 吴磊 (审核). */
const ARCH = [drawing(1, '建施-01 总平面图.pdf'), drawing(2, '建施-02 一层平面图.pdf')];

const meta = {
  title: 'Features/QuickStampWizard',
  component: QuickStampWizard,
  tags: ['autodocs', '!vrt'],
  ...fixtureApi,
  args: {
    projectId: 'p-001',
    projectName: '滨江新城综合体',
    initialFiles: ARCH,
    canUseCa: false,
    isOpen: true,
    onOpenChange: fn(),
    onSubmitted: fn(),
    onOpenApproval: fn(),
    recognitionPollInterval: 200,
  },
} satisfies Meta<typeof QuickStampWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const wizard = () => screen.findByRole('dialog', { name: '快速签章' });
const footerButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

/** Next on step 1, answering the drawing-check offer (是否对图纸进行校验？). */
async function leaveFiles(dialog: HTMLElement, answer: '校验' | '不校验' = '不校验') {
  await userEvent.click(footerButton(dialog, '下一步'));
  const offer = await screen.findByRole('alertdialog', { name: '是否对图纸进行校验？' });
  await userEvent.click(within(offer).getByRole('button', { name: answer }));
}

/** Step 1 until every drawing is recognised and Next is enabled. */
async function recognised(dialog: HTMLElement) {
  await waitFor(() => expect(footerButton(dialog, '下一步')).toBeEnabled(), { timeout: 10_000 });
}

/**
 * The whole way: the drawings recognised (Next waits for it), the check passed with the count, one batch with its
 * approver pre-filled, the other info (the launcher is the signer already), launch: the approval is in the
 * launcher's list and the success message's 查看审批 opens it.
 */
export const Launch: Story = {
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await wizard();
    await expect(footerButton(dialog, '下一步')).toBeDisabled();
    await recognised(dialog);
    await leaveFiles(dialog, '校验');
    await waitFor(async () => expect(await screen.findByText('图纸校验通过（共2张）')).toBeVisible());
    const batches = await within(dialog).findByRole('list', { name: '签章批次' }, { timeout: 5000 });
    await expect(await within(batches).findByText('共2张图纸')).toBeVisible();
    await waitFor(() => expect(footerButton(dialog, '下一步')).toBeEnabled());
    await userEvent.click(footerButton(dialog, '下一步'));
    const form = await within(dialog).findByRole('form', { name: '其他信息' });
    await pickOption(form, /出图章$/, '无');
    await waitFor(() => expect(within(form).getByRole('button', { name: /签章人$/ })).toHaveTextContent('陈建国'));
    await userEvent.click(footerButton(dialog, '发起审批'));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith(expect.any(String)));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    const launched = store.approvals('launched', store.user('u-001'), {});
    const created = launched.list.find((a) => a.actName.startsWith('快速签章-'));
    await expect(created).toBeDefined();
    await userEvent.click(await screen.findByRole('link', { name: '查看审批' }));
    await expect(args.onOpenApproval).toHaveBeenCalledWith(created?.id);
    await closeToasts();
  },
};

/**
 * The focus follows the step: each step's panel takes it when its step opens, so Enter pressed twice on 下一步 moves
 * one step and never launches from a step not yet seen; after the check prompt the focus is not left on the body.
 */
export const FocusFollowsTheStep: Story = {
  play: async ({ args }) => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog);
    const batches = await within(dialog).findByRole('region', { name: '设置注册章' });
    await waitFor(() => expect(batches).toHaveFocus());
    const next = footerButton(dialog, '下一步');
    await waitFor(() => expect(next).toBeEnabled());
    next.focus();
    await userEvent.keyboard('{Enter}');
    const info = await within(dialog).findByRole('region', { name: '其他信息' });
    await waitFor(() => expect(info).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: '发起审批' })).not.toHaveFocus();
  },
};

/** Back is always allowed and keeps what was chosen; abandoning after step 1 asks first. */
export const BackAndAbandon: Story = {
  play: async ({ args }) => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog);
    await within(dialog).findByRole('list', { name: '签章批次' }, { timeout: 5000 });
    await userEvent.click(footerButton(dialog, '上一步'));
    await expect(within(dialog).getByRole('button', { name: '下一步' })).toBeEnabled();
    await userEvent.click(footerButton(dialog, '取消'));
    const confirm = await screen.findByRole('alertdialog', { name: '确定放弃本次快速签章吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(footerButton(dialog, '取消'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A changed frame template asks to re-match (the specification's text); re-matching recognises again. */
export const TemplateChanged: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        quickApproval: {
          checkTemplateChanges: ({ data }) => ({
            hasChange: TemplateChange.ReMatch,
            recordIdList: data.fileList.map((f) => f.recordId),
          }),
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog);
    const confirm = await screen.findByRole('alertdialog', {
      name: '部分图纸图框模板发生改变，确认是否进行重新匹配，不执行可能会导致部分图纸无法完成签字签章操作。',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: '重新匹配' }));
    // Back on step 1 while the drawings are recognised again.
    await expect(within(dialog).getByRole('list', { name: /快速签章步骤/ })).toBeInTheDocument();
    await waitFor(() => expect(footerButton(dialog, '下一步')).toBeDisabled());
    await recognised(dialog);
  },
};

/**
 * The drawing check finds a drawing with no recognised signers: the result dialog lists it; 去处理 closes the
 * wizard and hands the drawing to the app (the portal opens its folder).
 */
export const DrawingCheckGoHandle: Story = {
  args: {
    initialFiles: [...ARCH, { resId: 'r-p-001-11', recordId: 'rec-p-001-11', resName: '建施-06 楼梯详图.pdf' }],
    onGoHandle: fn(),
  },
  parameters: {
    fixtureApi: {
      resolvers: {
        drawingCheck: {
          check: ({ data }) => ({
            hasError: true,
            ocrCheckResult: { fileList: [] },
            settingCheckResult: {
              fileList: data.fileList
                .filter((f) => f.resId === 'r-p-001-11')
                .map((f) => ({
                  resId: f.resId,
                  recordId: f.recordId,
                  resName: f.resName,
                  isFolder: false,
                  fileExt: 'pdf',
                  pathName: '/建筑/施工图',
                  parentId: 'f-p-001-arch-cd',
                  errorReason: [
                    { errorReason: '审核：未识别到签字人', dutyId: 'd-examine', dutyName: '审核', realname: null },
                  ],
                })),
            },
            sizeUnitCheckResult: { fileList: [] },
            downLoadURL: null,
          }),
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog, '校验');
    const result = await screen.findByRole('dialog', { name: '校验结果' });
    // Visible once the dialog's entering animation is over.
    await waitFor(() => expect(within(result).getByText('签字人未识别或未加入项目的图纸（1）')).toBeVisible());
    await expect(within(result).getByText('建施-06 楼梯详图.pdf')).toBeVisible();
    await userEvent.click(within(result).getByRole('button', { name: '去处理' }));
    await waitFor(() =>
      expect(args.onGoHandle).toHaveBeenCalledWith([expect.objectContaining({ parentId: 'f-p-001-arch-cd' })]),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** 继续发起 goes on to the batches with the drawings as they are. */
export const DrawingCheckContinue: Story = {
  ...DrawingCheckGoHandle,
  play: async () => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog, '校验');
    const result = await screen.findByRole('dialog', { name: '校验结果' });
    await userEvent.click(within(result).getByRole('button', { name: '继续发起' }));
    await expect(await within(dialog).findByRole('list', { name: '签章批次' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The wizard in English, at its step: axe checks the open dialog (in both languages, issue 22 item 6). */
async function englishStep(step: 'batches' | 'info') {
  const dialog = await screen.findByRole('dialog', { name: 'Quick stamp approval' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled(), { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  const offer = await screen.findByRole('alertdialog', { name: 'Check the drawings?' });
  await userEvent.click(within(offer).getByRole('button', { name: 'Skip' }));
  await within(dialog).findByRole('region', { name: 'Registration stamps' });
  if (step === 'info') {
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('region', { name: 'Other information' });
  }
  return dialog;
}

/** Step 2 in English: the batches and their registration stamps; the dialog passes axe. */
export const EnglishBatchesStep: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await englishStep('batches');
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** Step 3 in English: the other information; the dialog passes axe. */
export const EnglishInfoStep: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await englishStep('info');
    await expect(within(dialog).getByRole('button', { name: 'Launch approval' })).toBeVisible();
  },
};

/**
 * Step 3 takes the wizard's width (issue 22 item 12: the form stopped at 720 px and left a dead right column): the
 * form ends where the step ends, and the name, the output stamp and the signer share its first row.
 */
export const InfoStepFillsTheWidth: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog);
    await within(dialog).findByRole('region', { name: '设置注册章' });
    await waitFor(() => expect(footerButton(dialog, '下一步')).toBeEnabled());
    await userEvent.click(footerButton(dialog, '下一步'));
    const panel = await within(dialog).findByRole('region', { name: '其他信息' });
    const form = within(panel).getByRole('form', { name: '其他信息' });
    const panelBox = panel.getBoundingClientRect();
    const formBox = form.getBoundingClientRect();
    await expect(panelBox.right - formBox.right).toBeLessThanOrEqual(1);
    const fields = [
      within(form).getByRole('textbox', { name: /审批名称/ }),
      within(form).getByRole('button', { name: /出图章$/ }),
      within(form).getByRole('button', { name: /签章人$/ }),
    ];
    const tops = fields.map((field) => field.getBoundingClientRect().top);
    // One row: the three controls' tops within a few pixels (a wrapped field is a whole row, ~70 px, lower).
    await expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(12);
    // A fixed name (the default holds the date and time) for the 992 px picture.
    await userEvent.clear(fields[0] as HTMLElement);
    await userEvent.type(fields[0] as HTMLElement, '滨江新城综合体快速签章');
  },
};

/** Step 1 with its drawings recognised (pictured at 992 px, issue 22). */
export const FilesStep: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const dialog = await wizard();
    await recognised(dialog);
    await expect(within(dialog).getByRole('toolbar', { name: '图纸操作' })).toBeVisible();
  },
};

/** Step 2 in Chinese: the batches and their registration stamps (pictured at 992 px, issue 22). */
export const BatchesStep: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const dialog = await wizard();
    await recognised(dialog);
    await leaveFiles(dialog);
    const batches = await within(dialog).findByRole('list', { name: '签章批次' }, { timeout: 5000 });
    await expect(await within(batches).findByText('共2张图纸')).toBeVisible();
    await waitFor(() => expect(footerButton(dialog, '下一步')).toBeEnabled());
  },
};
