import { type ApprovalAct, ApprovalStatus } from '@atelier/api';
import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { ApprovalDetailDialog } from './ApprovalDetailDialog';

/*
 * The fixture session is 陈建国 (u-001). Seeded approvals: a-001 quick signing in progress, 陈建国 a pending
 * approver (launched by 李婷); a-002 passed, launched by 陈建国; a-004 borrow in progress, 陈建国 pending; a-005
 * borrow refused; a-006 publish published (陈建国 neither launcher nor approver); a-007 publish passed; a-008
 * destroy recalled; a-010 proofreading in progress (陈建国 examines); a-011 proofreading passed; a-012 meeting
 * room passed by others; a-013 meeting room withdrawn; a-014 knowledge in progress (陈建国 pending); a-015
 * knowledge passed.
 */

/** Makes 陈建国 the launcher of an approval (his own forms go to 张敏): the launcher's view. */
function launchedByMe(store: FixtureStore, actId: string) {
  const { act } = store.approval(actId);
  act.launchManInfo = { id: 'u-001', realname: '陈建国', avatar: null };
  for (const form of act.actTaskList.flatMap((task) => task.actForms)) {
    if (form.userInfo.userId === 'u-001') form.userInfo = { ...form.userInfo, userId: 'u-004', realname: '张敏' };
  }
  act.formId = null;
}

/** Gives an approval attachments and a watermark, to show the stamp info and the attachment list. */
function withExtras(store: FixtureStore, actId: string) {
  const { act } = store.approval(actId);
  act.actWatermark = '仅供施工使用';
  act.additionInfo = {
    ...act.additionInfo,
    attachments: [{ id: 'att-1', fileName: '出图说明.pdf', fileSize: 20480 }],
  };
}

const meta = {
  title: 'Features/ApprovalDetailDialog',
  component: ApprovalDetailDialog,
  tags: ['autodocs', 'vrt'],
  ...fixtureApi,
  args: {
    actId: 'a-001',
    isOpen: true,
    onOpenChange: fn(),
    onChanged: fn(),
    onPreview: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof ApprovalDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The detail dialog once loaded and its entering animation is over. */
async function openDetail(actName: string) {
  const dialog = await screen.findByRole('dialog', { name: '审批详情' }, { timeout: 5000 });
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: actName })).toBeVisible(), {
    timeout: 5000,
  });
  return dialog;
}

/** The detail dialog again, after a dialog on top of it closed. */
async function detailAgain() {
  await waitFor(() => expect(screen.getByRole('dialog', { name: '审批详情' })).toBeVisible());
  return screen.getByRole('dialog', { name: '审批详情' });
}

/** A dialog opened on top of the detail, once visible. */
async function topDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

function footerButtons(dialog: HTMLElement) {
  return {
    pass: within(dialog).queryByRole('button', { name: '通过' }),
    refuse: within(dialog).queryByRole('button', { name: '驳回' }),
    withdraw: within(dialog).queryByRole('button', { name: '撤回' }),
    download: within(dialog).queryByRole('button', { name: '下载全部' }),
  };
}

const statusOf = (store: FixtureStore, actId: string): ApprovalAct['status'] => store.approval(actId).act.status;

/** The horizontal space between two elements on one line. */
const gapBetween = (before: HTMLElement, after: HTMLElement) =>
  after.getBoundingClientRect().left - before.getBoundingClientRect().right;

// ---------------------------------------------------------------------------------------------------------------
// Views and types
// ---------------------------------------------------------------------------------------------------------------

/**
 * A quick-signing approval in progress, seen by a pending approver (陈建国): CA and 进行中 tags, remarks, the steps
 * with 校对 active, the files by folder as cards, and 驳回 / 通过 / 下载全部 in the footer.
 */
export const ApproverView: Story = {
  tags: ['vrt-992'],
  play: async ({ args }) => {
    const dialog = await openDetail('快捷签章-20250312093015');
    await expect(within(dialog).getByText('CA')).toBeVisible();
    await expect(within(dialog).getAllByText('进行中', { selector: 'span' })[0]).toBeVisible();
    await expect(within(dialog).getByText('请尽快审批，周五出图')).toBeVisible();
    await expect(within(dialog).getByText('滨江新城综合体')).toBeVisible();
    const steps = within(dialog).getByRole('list', { name: '审批流程' });
    const active = steps.querySelector('[aria-current="step"]');
    await expect(active).not.toBeNull();
    await expect(within(active as HTMLElement).getByText('校对', { exact: false })).toBeVisible();
    const proofread = within(steps).getByRole('list', { name: '校对' });
    await expect(within(proofread).getByText('周晓燕')).toBeVisible();
    await expect(within(proofread).getByText('同意')).toBeVisible();
    // Issue 22 item 10: the status dot keeps 12px from the approver's name, more than from its own text (8px).
    for (const item of within(proofread).getAllByRole('listitem')) {
      const name = item.firstElementChild as HTMLElement;
      const tag = item.querySelector('[data-tone]') as HTMLElement;
      await expect(gapBetween(name, tag)).toBeGreaterThanOrEqual(11.5);
    }
    await expect(within(steps).getByText('发起人', { exact: false })).toBeVisible();
    await expect(within(steps).getByText('李婷')).toBeVisible();
    await expect(within(steps).getByText('签章人', { exact: false })).toBeVisible();
    const buttons = footerButtons(dialog);
    await expect(buttons.pass).toBeVisible();
    await expect(buttons.refuse).toBeVisible();
    await expect(buttons.withdraw).toBeNull();
    const folder = within(dialog).getByRole('list', { name: '施工图' });
    await userEvent.click(within(folder).getByRole('button', { name: '预览建施-01 总平面图.pdf' }));
    await expect(args.onPreview).toHaveBeenCalledWith(expect.objectContaining({ resName: '建施-01 总平面图.pdf' }));
  },
};

/**
 * What a quick signing will stamp, before anything is stamped (issue 22, item 6): its type is 快速签章 (not 项目审批),
 * the output stamp, no custom stamp, and each batch's registration stamps with its count of drawings; the header's
 * link takes the focus to the drawings.
 */
export const StampsToPlace: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const drawings = store.approval('a-001').files.flatMap((group) => group.children).length;
    const dialog = await openDetail('快捷签章-20250312093015');
    const info = within(dialog).getByRole('region', { name: '审批信息' });
    await expect(within(info).getByText('快速签章')).toBeVisible();
    await expect(within(info).queryByText('项目审批')).toBeNull();
    await expect(within(info).getByText('华筑设计出图专用章')).toBeVisible();
    const own = within(info).getByRole('list', { name: '注册章及签名' });
    await expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`一级注册建筑师 陈建国（${drawings}个文件）`]);
    await userEvent.click(within(dialog).getByRole('button', { name: `查看审批文件（${drawings}）` }));
    await expect(within(dialog).getByRole('region', { name: '审批文件' })).toHaveFocus();
  },
};

/** The launcher of an in-progress approval sees 撤回; pass and refuse are hidden from them. */
export const LauncherView: Story = {
  parameters: { fixtureApi: { setup: (store) => launchedByMe(store, 'a-001') } satisfies FixtureApiParameters },
  play: async () => {
    const dialog = await openDetail('快捷签章-20250312093015');
    const buttons = footerButtons(dialog);
    await expect(buttons.withdraw).toBeVisible();
    await expect(buttons.pass).toBeNull();
    await expect(buttons.refuse).toBeNull();
  },
};

/**
 * The launcher is also a pending approver (陈建国's name is on the title block, so the wizard made him one): 撤回 and
 * 通过 / 驳回 both, and his pass moves the approval on. Before, he saw only 撤回 and the approval hung.
 */
export const LauncherWhoApproves: Story = {
  tags: ['!vrt'],
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.approval('a-001').act.launchManInfo = { id: 'u-001', realname: '陈建国', avatar: null };
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('快捷签章-20250312093015');
    const buttons = footerButtons(dialog);
    await expect(buttons.withdraw).toBeVisible();
    await expect(buttons.refuse).toBeVisible();
    await expect(buttons.pass).toBeVisible();
    const formsOf = () => store.approval('a-001').act.actTaskList.flatMap((task) => task.actForms);
    const mine = formsOf().find(
      (form) => form.userInfo.userId === 'u-001' && form.status === ApprovalStatus.InProgress,
    );
    await expect(mine).toBeDefined();
    await userEvent.click(buttons.pass as HTMLElement);
    const pass = await topDialog('通过审批');
    await userEvent.click(within(pass).getByRole('button', { name: '通过' }));
    await toastShown('审批已通过');
    await expect(formsOf().find((form) => form.id === mine?.id)?.status).toBe(ApprovalStatus.Passed);
    await closeToasts();
  },
};

/**
 * Neither launcher nor approver: no pass, refuse or withdraw. A published publish approval with its summary (copies,
 * price, rule, delivery, publisher) and cost list; 陈建国 is the enterprise administrator, who holds the share key
 * (toPublish:share, 000 section 6), so 分享 is offered besides download-all; nothing is left to confirm.
 */
export const OnlookerPublishPublished: Story = {
  args: { actId: 'a-006' },
  play: async ({ args }) => {
    const dialog = await openDetail('滨江新城综合体施工图发布');
    await expect(within(dialog).getByText('已发布')).toBeVisible();
    await expect(within(dialog).getByText('发布审批')).toBeVisible();
    await expect(within(dialog).getByText('发布份数')).toBeVisible();
    await expect(within(dialog).getByText('160')).toBeVisible();
    await expect(within(dialog).getByText('杭州蓝图数码快印')).toBeVisible();
    const costs = within(dialog).getByRole('grid', { name: '费用清单' });
    for (const column of ['规格', '单价', '数量', '合计']) {
      await expect(within(costs).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(within(costs).getByRole('row', { name: /A1/ })).toHaveTextContent('A1¥12.0040¥480.00');
    await expect(within(dialog).getByText('总计：¥840.00')).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: '分享' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '确认发布' })).toBeNull();
    const buttons = footerButtons(dialog);
    await expect(buttons.pass).toBeNull();
    await expect(buttons.refuse).toBeNull();
    await expect(buttons.withdraw).toBeNull();
    await userEvent.click(buttons.download as HTMLElement);
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1));
  },
};

/** A passed project approval launched by 陈建国: 已通过, every step finished, nothing to do but download. */
export const ProjectPassed: Story = {
  args: { actId: 'a-002' },
  parameters: { fixtureApi: { setup: (store) => withExtras(store, 'a-002') } satisfies FixtureApiParameters },
  play: async () => {
    const dialog = await openDetail('按序签章-20250305101200');
    await expect(within(dialog).getAllByText('已通过', { selector: 'span' })[0]).toBeVisible();
    await expect(within(dialog).getByText('按序签章')).toBeVisible();
    const own = within(dialog).getByRole('list', { name: '注册章及签名' });
    await expect(within(own).getByText(/^一级注册建筑师 陈建国、陈建国（\d+个文件）$/)).toBeVisible();
    const steps = within(dialog).getByRole('list', { name: '审批流程' });
    await expect(steps.querySelector('[aria-current="step"]')).toBeNull();
    await expect(within(steps).getAllByText('已完成', { exact: false }).length).toBeGreaterThanOrEqual(3);
    await expect(within(dialog).getByText('仅供施工使用')).toBeVisible();
    await expect(within(within(dialog).getByRole('list', { name: '附件' })).getByText('出图说明.pdf')).toBeVisible();
    const buttons = footerButtons(dialog);
    await expect(buttons.withdraw).toBeNull();
    await expect(buttons.download).toBeVisible();
  },
};

/** A borrow approval in progress for 陈建国: access and deadline; no download-all before it passes. */
export const BorrowInProgress: Story = {
  args: { actId: 'a-004' },
  play: async () => {
    const dialog = await openDetail('滨江新城综合体施工图借阅');
    await expect(within(dialog).getByText('借阅审批')).toBeVisible();
    await expect(within(dialog).getByText('可下载')).toBeVisible();
    await expect(within(dialog).getByText('2025-04-14')).toBeVisible();
    const buttons = footerButtons(dialog);
    await expect(buttons.pass).toBeVisible();
    await expect(buttons.download).toBeNull();
  },
};

/** A refused borrow approval: 已拒绝, the refusing step in error with its reason. */
export const BorrowRefused: Story = {
  args: { actId: 'a-005' },
  play: async () => {
    const dialog = await openDetail('城南小学竣工图借阅');
    await expect(within(dialog).getAllByText('已拒绝', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    await expect(within(dialog).getByText('仅查看')).toBeVisible();
    await expect(within(dialog).getByText('图框信息不完整，请补充后重新发起')).toBeVisible();
    const steps = within(dialog).getByRole('list', { name: '审批流程' });
    await expect(steps.querySelector('[data-status="error"]')).not.toBeNull();
    const buttons = footerButtons(dialog);
    await expect(buttons.pass).toBeNull();
    await expect(buttons.withdraw).toBeNull();
    await expect(buttons.download).toBeNull();
  },
};

/** A recalled destroy approval without a project: no files. */
export const DestroyRecalled: Story = {
  args: { actId: 'a-008' },
  play: async () => {
    const dialog = await openDetail('2019年过期图纸销毁');
    await expect(within(dialog).getAllByText('已撤回', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    await expect(within(dialog).getByText('销毁审批')).toBeVisible();
    await expect(within(dialog).getByText('暂无文件')).toBeVisible();
    const buttons = footerButtons(dialog);
    await expect(buttons.withdraw).toBeNull();
    await expect(buttons.download).toBeNull();
  },
};

/**
 * A proofreading approval in progress, 陈建国 examining: specialty, sub-item, design phase, and the files as a
 * table (file name, directory, proofreading, review, approval, update time, its record). A row opens the preview;
 * the row's record button downloads who marked what on the drawing (downloadProofFileRecord).
 */
export const ProofreadingInProgress: Story = {
  args: { actId: 'a-010' },
  play: async ({ args }) => {
    const dialog = await openDetail('滨江新城综合体建筑施工图校审');
    await expect(within(dialog).getByText('1#商业楼')).toBeVisible();
    await expect(within(dialog).getByText('施工图设计')).toBeVisible();
    const table = within(dialog).getByRole('grid', { name: '审批文件' });
    for (const column of ['文件名称', '所在目录', '校对', '审核', '审定', '更新时间', '校审记录']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    const row = within(table).getByRole('row', { name: /建施-02 一层平面图\.pdf/ });
    await expect(within(row).getByText('/建筑/施工图')).toBeVisible();
    await expect(within(row).getByText('进行中')).toBeVisible();
    await expect(within(row).getByText('未开始')).toBeVisible();
    await userEvent.click(within(row).getByText('建施-02 一层平面图.pdf'));
    await expect(args.onPreview).toHaveBeenCalledWith(expect.objectContaining({ resName: '建施-02 一层平面图.pdf' }));
    const steps = within(dialog).getByRole('list', { name: '审批流程' });
    const active = steps.querySelector('[aria-current="step"]') as HTMLElement;
    await expect(within(active).getByText('审核', { exact: false })).toBeVisible();
    await expect(footerButtons(dialog).pass).toBeVisible();
    // The report comes once the proofreading has passed; each drawing's record (who marked what) at any time.
    await expect(within(dialog).queryByRole('button', { name: '下载校审报告' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '下载建施-02 一层平面图.pdf的校审记录' }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenCalledWith({
        url: expect.stringContaining('ticket=proofrecord-'),
        fileName: '建施-02 一层平面图-V1-校审记录.pdf',
      }),
    );
    // The record's button does not open the row's preview again.
    await expect(args.onPreview).toHaveBeenCalledTimes(1);
  },
};

/** A passed proofreading approval: every stage 已通过 in the table, and its marked-opinion report to download. */
export const ProofreadingPassed: Story = {
  args: { actId: 'a-011' },
  play: async ({ args }) => {
    const dialog = await openDetail('城南小学结构施工图校审');
    const table = within(dialog).getByRole('grid', { name: '审批文件' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(1);
    await expect(within(rows[1] as HTMLElement).getAllByText('已通过')).toHaveLength(2);
    await expect(footerButtons(dialog).pass).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载校审报告' }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenCalledWith({
        url: expect.stringContaining('ticket=proofreport-a-011'),
        fileName: '城南小学结构施工图校审-校审意见报告.pdf',
      }),
    );
  },
};

/** A meeting-room approval passed by another approver: room, meeting, time and attendees; 他人已通过. */
export const MeetingRoomPassedByOthers: Story = {
  args: { actId: 'a-012' },
  play: async () => {
    const dialog = await openDetail('第一会议室预约');
    await expect(within(dialog).getByText('会议室审批')).toBeVisible();
    await expect(within(dialog).getByText('滨江新城施工图交底会')).toBeVisible();
    await expect(within(dialog).getByText('2025-03-18 14:00:00 ~ 2025-03-18 16:00:00')).toBeVisible();
    await expect(within(dialog).getByText('陈建国、张敏')).toBeVisible();
    await expect(within(dialog).getAllByText('他人已通过', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    await expect(footerButtons(dialog).pass).toBeNull();
  },
};

/** A withdrawn meeting-room approval (已撤销), launched by 陈建国: no withdraw any more. */
export const MeetingRoomWithdrawn: Story = {
  args: { actId: 'a-013' },
  play: async () => {
    const dialog = await openDetail('第三会议室预约');
    await expect(within(dialog).getAllByText('已撤销', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    await expect(footerButtons(dialog).withdraw).toBeNull();
  },
};

/** A knowledge approval in progress for 陈建国. */
export const KnowledgeInProgress: Story = {
  args: { actId: 'a-014' },
  play: async () => {
    const dialog = await openDetail('装配式建筑设计导则入库');
    await expect(within(dialog).getByText('知识库审批')).toBeVisible();
    await expect(footerButtons(dialog).pass).toBeVisible();
    await expect(footerButtons(dialog).refuse).toBeVisible();
  },
};

/** A passed knowledge approval 陈建国 passed. */
export const KnowledgePassed: Story = {
  args: { actId: 'a-015' },
  play: async () => {
    const dialog = await openDetail('超限高层结构审查要点入库');
    await expect(within(dialog).getAllByText('已通过', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    await expect(footerButtons(dialog).pass).toBeNull();
  },
};

/** English (en-US) strings: the texts of the contract's constants and the footer. */
export const English: Story = {
  tags: ['!vrt'],
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Approval detail' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: '快捷签章-20250312093015' })).toBeVisible());
    await expect(within(dialog).getAllByText('In progress', { selector: 'span' })[0]).toBeVisible();
    await expect(within(dialog).getByText('Quick signing', { selector: 'dd' })).toBeVisible();
    await expect(within(dialog).getByText('Output stamp', { selector: 'dt' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Pass' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Refuse' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pass' }));
    const pass = await topDialog('Pass approval');
    await expect(within(pass).getByRole('textbox', { name: 'Opinion' })).toHaveAttribute(
      'placeholder',
      'Default: agree',
    );
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------------------------

/** Pass with nothing typed: 同意 is sent, a toast, onChanged, and the detail shows 已通过 without the buttons. */
export const PassSucceeds: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-014' },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('装配式建筑设计导则入库');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    const pass = await topDialog('通过审批');
    const remark = within(pass).getByRole('textbox', { name: '审批意见' });
    await expect(remark).toHaveAttribute('placeholder', '默认：同意');
    await userEvent.click(within(pass).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通过审批' })).toBeNull());
    await toastShown('审批已通过');
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(store.approval('a-014').act.actTaskList[0]?.actForms[0]?.remarks).toBe('同意');
    const again = await detailAgain();
    await waitFor(() => expect(footerButtons(again).pass).toBeNull());
    await expect(within(again).getAllByText('已通过', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    // The 通过 button that opened 通过审批 is gone: the focus is back in the detail, not on the page behind it.
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await closeToasts();
  },
};

/** The server refuses the pass: its message as a toast, the dialog stays open with the remark typed. */
export const PassFails: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-014' },
  parameters: {
    fixtureApi: {
      resolvers: { approval: { pass: () => refuse(FixtureCode.Warning, '审批状态已变更，请刷新后重试') } },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('装配式建筑设计导则入库');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    const pass = await topDialog('通过审批');
    const remark = within(pass).getByRole('textbox', { name: '审批意见' });
    await userEvent.type(remark, '内容完整');
    await userEvent.click(within(pass).getByRole('button', { name: '通过' }));
    await toastShown('审批状态已变更，请刷新后重试');
    await expect(screen.getByRole('dialog', { name: '通过审批' })).toBeVisible();
    await expect(within(pass).getByRole('textbox', { name: '审批意见' })).toHaveValue('内容完整');
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(statusOf(store, 'a-014')).toBe('1');
    await closeToasts();
  },
};

/** 备注不能超出256个字符 past 256 characters; pass is disabled until the remark is short enough. */
export const RemarkTooLong: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-014' },
  play: async () => {
    const dialog = await openDetail('装配式建筑设计导则入库');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    const pass = await topDialog('通过审批');
    const remark = within(pass).getByRole('textbox', { name: '审批意见' });
    await userEvent.click(remark);
    await userEvent.paste('意'.repeat(256));
    await expect(remark).not.toHaveAttribute('aria-invalid');
    await expect(within(pass).getByRole('button', { name: '通过' })).toBeEnabled();
    await userEvent.type(remark, '见');
    await waitFor(() => expect(remark).toHaveAccessibleDescription('备注不能超出256个字符'));
    await expect(within(pass).getByRole('button', { name: '通过' })).toBeDisabled();
    await userEvent.type(remark, '{Backspace}');
    await waitFor(() => expect(within(pass).getByRole('button', { name: '通过' })).toBeEnabled());
  },
};

/** Refuse with a reason (placeholder 请输入驳回原因（选填）): sent, toast, the detail shows 已拒绝. */
export const RefuseSucceeds: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-004' },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('滨江新城综合体施工图借阅');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    const refuseDialog = await topDialog('驳回审批');
    const remark = within(refuseDialog).getByRole('textbox', { name: '审批意见' });
    await expect(remark).toHaveAttribute('placeholder', '请输入驳回原因（选填）');
    await userEvent.type(remark, '借阅用途不明确');
    await userEvent.click(within(refuseDialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回审批' })).toBeNull());
    await toastShown('审批已驳回');
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(statusOf(store, 'a-004')).toBe('3');
    await expect(store.approval('a-004').act.actTaskList[0]?.actForms[0]?.remarks).toBe('借阅用途不明确');
    const again = await detailAgain();
    await waitFor(() => expect(within(again).getByText('借阅用途不明确')).toBeVisible());
    await expect(footerButtons(again).refuse).toBeNull();
    await closeToasts();
  },
};

/** The launcher withdraws after confirming: toast, onChanged, the detail shows 已撤回 without 撤回. */
export const WithdrawSucceeds: Story = {
  tags: ['!vrt'],
  parameters: { fixtureApi: { setup: (store) => launchedByMe(store, 'a-001') } satisfies FixtureApiParameters },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('快捷签章-20250312093015');
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    const confirm = await topDialog('撤回审批', 'alertdialog');
    await expect(within(confirm).getByText(/确定撤回该审批吗/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '撤回审批' })).toBeNull());
    await toastShown('审批已撤回');
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(statusOf(store, 'a-001')).toBe('2');
    const again = await detailAgain();
    await waitFor(() => expect(footerButtons(again).withdraw).toBeNull());
    await expect(within(again).getAllByText('已撤回', { selector: 'span' }).length).toBeGreaterThanOrEqual(1);
    await closeToasts();
  },
};

/** The server refuses the withdrawal: its message, the confirmation stays, nothing changes. */
export const WithdrawFails: Story = {
  tags: ['!vrt'],
  parameters: {
    fixtureApi: {
      setup: (store) => launchedByMe(store, 'a-001'),
      resolvers: { approval: { withdraw: () => refuse(FixtureCode.Warning, '当前审批状态不可撤回') } },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('快捷签章-20250312093015');
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    const confirm = await topDialog('撤回审批', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '撤回' }));
    await toastShown('当前审批状态不可撤回');
    await expect(screen.getByRole('alertdialog', { name: '撤回审批' })).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(statusOf(store, 'a-001')).toBe('1');
    await closeToasts();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Publishing
// ---------------------------------------------------------------------------------------------------------------

/**
 * A passed publish approval its launcher (陈建国) handles: 分享 and 确认发布 in the footer. 分享 opens the share
 * dialog (7 days by default), whose link the store keeps.
 */
export const PublishPassedShare: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-007' },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('高新区人才公寓方案发布');
    await expect(within(dialog).getAllByText('已通过', { selector: 'span' })[0]).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确认发布' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '分享' }));
    const share = await topDialog('分享');
    await expect(within(share).getByRole('radio', { name: '7天' })).toBeChecked();
    await userEvent.click(within(share).getByRole('button', { name: '生成链接' }));
    const link = (await within(share).findByRole('textbox', { name: '分享链接' })) as HTMLInputElement;
    const key = link.value.slice(link.value.lastIndexOf('/') + 1);
    await expect(store.state.shareLinks.get(key)?.actId).toBe('a-007');
    await userEvent.click(within(share).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '分享' })).toBeNull());
    await detailAgain();
  },
};

/** 确认发布 after confirming: a toast, onChanged, and the detail shows 已发布 without 确认发布 (分享 stays). */
export const ConfirmPublish: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-007' },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('高新区人才公寓方案发布');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    const confirm = await topDialog('确认发布', 'alertdialog');
    await expect(within(confirm).getByText(/确认发布后/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '确认发布' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '确认发布' })).toBeNull());
    await toastShown('发布成功');
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(statusOf(store, 'a-007')).toBe('8');
    const again = await detailAgain();
    await waitFor(() => expect(within(again).queryByRole('button', { name: '确认发布' })).toBeNull());
    await expect(within(again).getAllByText('已发布', { selector: 'span' })[0]).toBeVisible();
    await expect(within(again).getByRole('button', { name: '分享' })).toBeVisible();
    await closeToasts();
  },
};

/** The server refuses the confirmation: its message, the confirmation stays, the approval stays 已通过. */
export const ConfirmPublishRefused: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-007' },
  parameters: {
    fixtureApi: {
      resolvers: { approval: { publish: () => refuse(FixtureCode.Warning, '您没有该操作的权限') } },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDetail('高新区人才公寓方案发布');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    const confirm = await topDialog('确认发布', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '确认发布' }));
    await toastShown('您没有该操作的权限');
    await expect(screen.getByRole('alertdialog', { name: '确认发布' })).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(statusOf(store, 'a-007')).toBe('4');
    await closeToasts();
  },
};

/** A published publish approval its launcher sees: 已发布, 分享 still offered, no 确认发布. */
export const PublishPublished: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-007' },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        const { act } = store.approval('a-007');
        store.setApprovalStatus(act, '8');
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDetail('高新区人才公寓方案发布');
    await expect(within(dialog).getAllByText('已发布', { selector: 'span' })[0]).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '分享' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '确认发布' })).toBeNull();
    await expect(within(dialog).getByRole('grid', { name: '费用清单' })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------------------------

/**
 * A passed CA approval whose stamping failed (an output stamp's certificate had expired), seen by its launcher: the
 * 盖章失败 tag, each drawing's reason, and 重新盖章, which stamps them once the certificate is renewed.
 */
export const StampingFailedRetry: Story = {
  tags: ['!vrt'],
  args: { actId: 'a-002' },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        const { act } = store.approval('a-002');
        act.isCa = '1';
        act.stampingState = 'failed';
        act.stampingErrors = ['建施-01 总平面图.pdf：华筑设计出图专用章：CA认证已过期'];
        act.canRestamp = true;
      },
      resolvers: {
        approvalCenter: {
          restamp: ({ store, data }) => {
            const { act } = store.approval(data.actId);
            act.stampingState = 'stamped';
            act.stampingErrors = null;
            act.canRestamp = false;
            return 'stamped';
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const dialog = await openDetail('按序签章-20250305101200');
    await expect(within(dialog).getByText('盖章失败', { selector: 'span' })).toBeVisible();
    const reasons = within(dialog).getByRole('list', { name: '部分图纸盖章失败' });
    await expect(within(reasons).getByText('建施-01 总平面图.pdf：华筑设计出图专用章：CA认证已过期')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新盖章' }));
    await toastShown('盖章完成');
    await waitFor(() => expect(within(dialog).getByText('已盖章', { selector: 'span' })).toBeVisible());
    // Issue 22 item 10: 已通过 and 已盖章 are two tags 12px apart, not one run of text.
    const [passed, stamped] = [...dialog.querySelectorAll<HTMLElement>('h3 ~ [data-tone]')];
    await expect(gapBetween(passed as HTMLElement, stamped as HTMLElement)).toBeGreaterThanOrEqual(11.5);
    await expect(within(dialog).queryByRole('button', { name: '重新盖章' })).toBeNull();
    await expect(args.onChanged).toHaveBeenCalled();
    await closeToasts();
  },
};

/** While the detail loads: a skeleton and no footer. */
export const Loading: Story = {
  tags: ['!vrt'],
  parameters: {
    fixtureApi: {
      resolvers: { approval: { detail: () => new Promise<never>(() => {}) } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '审批详情' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(dialog).queryByRole('button', { name: '通过' })).toBeNull();
  },
};

const refusedOnce = new WeakSet<FixtureStore>();

/** The detail cannot be loaded: the server's message as a toast, an error and a retry that loads it. */
export const LoadError: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        approval: {
          detail: ({ store, user, data }) => {
            if (!refusedOnce.has(store)) {
              refusedOnce.add(store);
              refuse(FixtureCode.Error, '审批不存在');
            }
            const { act } = store.approval(data.actId);
            return { ...act, formId: store.pendingForm(act, user.userId)?.id ?? null };
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '审批详情' });
    await waitFor(() => expect(within(dialog).getByText('审批详情加载失败')).toBeVisible());
    await toastShown('审批不存在');
    await closeToasts();
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: '快捷签章-20250312093015' })).toBeVisible());
  },
};
