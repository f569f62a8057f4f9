import { ApplicationType, CaApprovalStatus, CertificateStatus } from '@atelier/api';
import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, pickOption, toastShown } from '../testing';
import { CaReviewList } from './CaReviewList';

/*
 * The fixture session is 陈建国, the enterprise administrator. The seeded applications are decided ones: three
 * passed (王海涛 2021, 陈建国 2024 ×2) and 王海涛's refused renewal.
 */

/** Two pending applications: 张敏's registration stamp (CFCA) and the enterprise's 技术质量部章 (enterprise CA). */
function twoPending(store: FixtureStore) {
  store.applyCa(
    { userId: 'u-004', realname: '张敏' },
    { stampId: 'st-303', type: ApplicationType.Create, caOrgId: 'ca-org-1' },
  );
  store.applyCa(
    { userId: 'u-001', realname: '陈建国' },
    { stampId: 'st-202', type: ApplicationType.Create, caOrgId: 'ca-org-enterprise' },
  );
  // Fixed times: the pictures must not change with the clock.
  store.state.caApplications.slice(-2).forEach((application, index) => {
    application.createTime = `2025-06-0${index + 1} 09:30:00`;
  });
}

const meta = {
  title: 'Features/Ca/CaReviewList',
  component: CaReviewList,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onChanged: fn() },
  parameters: { fixtureApi: { setup: twoPending } satisfies FixtureApiParameters },
} satisfies Meta<typeof CaReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table once its rows have loaded. */
async function loadedTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('grid', { name: 'CA审核' }, { timeout: 5000 });
  // The loading placeholder is a row too: wait for named rows.
  await waitFor(() => expect(stampNames(table).filter(Boolean).length).toBeGreaterThan(0), { timeout: 5000 });
  return table;
}

/** The body rows' first cells (the stamp names), in order. */
function stampNames(table: HTMLElement) {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

async function topDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** Pending applications first (newest first), each with pass and refuse; decided ones have no actions. */
export const PendingFirst: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(stampNames(table)).toEqual([
      '技术质量部章',
      '注册公用设备工程师 张敏',
      '一级注册结构工程师 王海涛',
      '一级注册建筑师 陈建国',
      '陈建国',
      '一级注册结构工程师 王海涛',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(within(rows[0] as HTMLElement).getByText('待审核')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('张敏')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('注册章')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('新办')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('续期')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('已拒绝')).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /^通过/ })).toHaveLength(2);
    await expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** Pass with a remark: the certificate is issued (in use, a serial, a year), the row shows 已通过. */
export const Pass: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const { store } = fixtureApiOf(context);
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '通过注册公用设备工程师 张敏的CA申请' }));
    const dialog = await topDialog('通过CA申请');
    await expect(within(dialog).getByText('注册公用设备工程师 张敏 · 新办 · 申请人：张敏')).toBeVisible();
    const remark = within(dialog).getByRole('textbox', { name: '审核意见' });
    await expect(remark).toHaveAttribute('placeholder', '默认：同意');
    await userEvent.type(remark, '材料齐全');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await toastShown('已通过该CA申请');
    const stamp = store.stamp('st-303');
    await expect(stamp.certificateStatus).toBe(CertificateStatus.InUse);
    await expect(stamp.signCertSn).toMatch(/^HZCA-/);
    await expect(stamp.deadline?.slice(0, 4)).toBe(String(new Date().getFullYear() + 1));
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).getByText('材料齐全')).toBeVisible(), { timeout: 5000 });
    await expect(within(table).getAllByRole('button', { name: /^通过/ })).toHaveLength(1);
    await closeToasts();
  },
};

/** Refuse with a reason (placeholder 请输入拒绝原因（选填）): the stamp is 审核驳回, the reason in the row. */
export const Refuse: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { store } = fixtureApiOf(context);
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '拒绝技术质量部章的CA申请' }));
    const dialog = await topDialog('拒绝CA申请');
    const remark = within(dialog).getByRole('textbox', { name: '审核意见' });
    await expect(remark).toHaveAttribute('placeholder', '请输入拒绝原因（选填）');
    await userEvent.type(remark, '印章图片不清晰');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await toastShown('已拒绝该CA申请');
    await expect(store.stamp('st-202').certificateStatus).toBe(CertificateStatus.Rejected);
    const application = store.state.caApplications.find((a) => a.stampId === 'st-202');
    await expect(application?.status).toBe(CaApprovalStatus.Refused);
    await waitFor(() => expect(within(table).getByText('印章图片不清晰')).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};

/** 备注不能超出256个字符 past 256 characters: the decision cannot be sent until it is short enough. */
export const RemarkTooLong: Story = {
  // Pictured at 992 px too (issue 22: every main dialog at the spec's narrow width).
  tags: ['vrt-992'],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '拒绝技术质量部章的CA申请' }));
    const dialog = await topDialog('拒绝CA申请');
    const remark = within(dialog).getByRole('textbox', { name: '审核意见' });
    await userEvent.click(remark);
    await userEvent.paste('驳'.repeat(256));
    await expect(within(dialog).getByRole('button', { name: '拒绝' })).toBeEnabled();
    await userEvent.type(remark, '回');
    await waitFor(() => expect(remark).toHaveAccessibleDescription('备注不能超出256个字符'), { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: '拒绝' })).toBeDisabled();
  },
};

/** The server refuses the decision (decided elsewhere meanwhile): its message, the dialog keeps the remark. */
export const ReviewRefusedByServer: Story = {
  parameters: {
    fixtureApi: {
      setup: twoPending,
      resolvers: { ca: { review: () => refuse(FixtureCode.Warning, '该申请已处理，请刷新后重试') } },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const { store } = fixtureApiOf(context);
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '通过技术质量部章的CA申请' }));
    const dialog = await topDialog('通过CA申请');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '审核意见' }), '同意签发');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await toastShown('该申请已处理，请刷新后重试');
    await expect(screen.getByRole('dialog', { name: '通过CA申请' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '审核意见' })).toHaveValue('同意签发');
    await expect(store.stamp('st-202').certificateStatus).toBe(CertificateStatus.UnderReview);
    await expect(args.onChanged).not.toHaveBeenCalled();
    await closeToasts();
  },
};

/** Filtered by status (已拒绝) and by a part of the stamp name. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await pickOption(canvasElement, /申请状态/, '已通过');
    await waitFor(
      () => expect(stampNames(table)).toEqual(['一级注册建筑师 陈建国', '陈建国', '一级注册结构工程师 王海涛']),
      { timeout: 5000 },
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '印章名称' }), '王海涛');
    await waitFor(() => expect(stampNames(table)).toEqual(['一级注册结构工程师 王海涛']), { timeout: 5000 });
    await pickOption(canvasElement, /申请状态/, '待审核');
    await waitFor(() => expect(canvas.getByText('没有符合条件的CA申请')).toBeVisible(), { timeout: 5000 });
  },
};

/** Nothing to review at all: 暂无CA申请. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.caApplications = [];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无CA申请', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** 45 pending applications: 20 a page, three pages, the last with 5. */
export const Paging: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.caApplications = [];
        for (let n = 1; n <= 45; n += 1) {
          store.stamp('st-303').certificateStatus = CertificateStatus.NotApplied;
          store.applyCa(
            { userId: 'u-004', realname: '张敏' },
            { stampId: 'st-303', type: ApplicationType.Create, caOrgId: 'ca-org-1' },
          );
          const last = store.state.caApplications.at(-1);
          if (!last) continue;
          // Each its own stamp (one pending application per stamp).
          Object.assign(last, {
            stampId: `st-page-${n}`,
            stampName: `注册章 ${String(n).padStart(2, '0')}`,
            createTime: `2025-03-01 09:${String(n).padStart(2, '0')}:00`,
          });
        }
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(stampNames(table)).toHaveLength(20);
    await expect(stampNames(table)[0]).toBe('注册章 45');
    const pages = canvas.getByRole('navigation');
    await expect(within(pages).getByText(/45/)).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await waitFor(
      () => expect(stampNames(table)).toEqual(['注册章 05', '注册章 04', '注册章 03', '注册章 02', '注册章 01']),
      { timeout: 5000 },
    );
  },
};

/** While the list loads: the table is busy with a spinner. */
export const Loading: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { ca: { applications: () => new Promise<never>(() => {}) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'CA审核' });
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(table).getByRole('progressbar')).toBeVisible();
  },
};

/** The list cannot be loaded: the server's message, an error and a retry. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { ca: { applications: () => refuse(FixtureCode.Warning, '仅企业管理员可审核CA申请') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CA申请加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await toastShown('仅企业管理员可审核CA申请');
    await closeToasts();
  },
};
