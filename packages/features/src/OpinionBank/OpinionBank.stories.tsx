import { OpinionBankMessage, OpinionType, opinionSheetOf } from '@atelier/api';
import { addFixtureOpinions, FixtureCode, type FixtureStore, fixtureSession, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, closeToasts, type FixtureApiParameters, fixtureApi, pickOption } from '../testing';
import { OpinionBank } from './OpinionBank';

const meta = {
  title: 'Features/OpinionBank',
  component: OpinionBank,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { state: '1' },
} satisfies Meta<typeof OpinionBank>;

export default meta;
type Story = StoryObj<typeof meta>;

const me = { userId: fixtureSession.userId };
const firm = { userId: fixtureSession.userId, enterpriseId: fixtureSession.enterpriseId };
const STAIR = '疏散楼梯的净宽度不满足规范要求，请复核';

/** A reviewer's own bank: three review opinions and one general one (the newest listed first). */
const seeded = (store: FixtureStore) => {
  addFixtureOpinions(store, me, [
    { comment: STAIR, type: OpinionType.Mandatory, opinionSpecialty: '建筑' },
    { comment: '梁配筋率偏低，建议复核计算', type: OpinionType.Should, opinionSpecialty: '结构' },
    { comment: '卫生间未设地漏', type: OpinionType.Feasibility, opinionSpecialty: '给排水' },
    { comment: '图签信息不完整，请补充', type: OpinionType.General, opinionCation: '2' },
  ]);
};
const withOpinions = { fixtureApi: { setup: seeded } satisfies FixtureApiParameters };

const rowOf = async (canvasElement: HTMLElement, comment: string) =>
  (await within(canvasElement).findByRole('rowheader', { name: comment }, { timeout: 5000 })).closest(
    '[role="row"]',
  ) as HTMLElement;

/** The personal bank's review tab: each opinion with its type, specialty and actions. */
export const PersonalBank: Story = {
  tags: ['vrt'],
  parameters: withOpinions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人意见库' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '评审意见库' })).toHaveAttribute('aria-selected', 'true');
    const row = await rowOf(canvasElement, STAIR);
    await expect(within(row).getByText('强制性条文')).toBeVisible();
    await expect(within(row).getByText('建筑')).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      '卫生间未设地漏',
      '梁配筋率偏低，建议复核计算',
      STAIR,
    ]);
    await expect(canvas.queryByText('图签信息不完整，请补充')).toBeNull();
  },
};

/** The general tab holds the general library's opinions. */
export const GeneralTab: Story = {
  parameters: withOpinions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, STAIR);
    await userEvent.click(canvas.getByRole('tab', { name: '通用意见库' }));
    await expect(await rowOf(canvasElement, '图签信息不完整，请补充')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: STAIR })).toBeNull();
  },
};

/** Filtered by type, and by a keyword that matches the specialty. */
export const Filters: Story = {
  parameters: withOpinions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, STAIR);
    await pickOption(canvasElement, /意见类型/, '违反应当');
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['梁配筋率偏低，建议复核计算']),
    );
    await pickOption(canvasElement, /意见类型/, '全部类型');
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索意见' }), '给排水');
    await waitFor(() => expect(canvas.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['卫生间未设地漏']));
  },
};

/** Thirty a page: the thirty-first opinion is on page 2. */
export const Pages: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) =>
        addFixtureOpinions(
          store,
          me,
          Array.from({ length: 31 }, (_, i) => ({ comment: `常用意见${i + 1}`, type: OpinionType.General })),
        ),
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, '常用意见31');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: /第 ?2 ?页|^2$/ }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['常用意见1']));
  },
};

/** Adding: the required text under the field, a repeat refused (what was typed kept), then the new opinion listed. */
export const Add: Story = {
  parameters: withOpinions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, STAIR);
    await userEvent.click(canvas.getByRole('button', { name: '新增意见' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增意见' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByText('请输入意见内容')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /意见内容/ }), STAIR);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText(OpinionBankMessage.Duplicate)).toBeVisible(), { timeout: 5000 });
    await expect(dialog.getByRole('textbox', { name: /意见内容/ })).toHaveValue(STAIR);
    await closeToasts();
    await userEvent.clear(dialog.getByRole('textbox', { name: /意见内容/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /意见内容/ }), '防火门开启方向错误');
    await pickOption(screen.getByRole('dialog'), /意见类型/, '强制性条文');
    await userEvent.type(dialog.getByRole('textbox', { name: '专业' }), '建筑');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    const row = await rowOf(canvasElement, '防火门开启方向错误');
    await expect(within(row).getByText('强制性条文')).toBeVisible();
    await closeToasts();
  },
};

/** Editing an opinion's type; deleting another after the question. */
export const EditAndDelete: Story = {
  parameters: withOpinions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, STAIR);
    await userEvent.click(canvas.getByRole('button', { name: '编辑意见“卫生间未设地漏”' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑意见' });
    await expect(within(dialog).getByRole('textbox', { name: /意见内容/ })).toHaveValue('卫生间未设地漏');
    await pickOption(dialog, /意见类型/, '一般');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(canvasElement).getByRole('rowheader', { name: '卫生间未设地漏' })).toBeVisible());
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, '卫生间未设地漏')).getByText('一般')).toBeVisible(),
    );
    await closeToasts();

    await userEvent.click(canvas.getByRole('button', { name: '删除意见“梁配筋率偏低，建议复核计算”' }));
    const ask = within(await screen.findByRole('alertdialog', { name: '删除意见' }));
    await userEvent.click(ask.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: '梁配筋率偏低，建议复核计算' })).toBeNull());
    await closeToasts();
  },
};

/** The import: a sheet with one bad row adds the good one and offers the refused row's file. */
export const Import: Story = {
  parameters: withOpinions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, STAIR);
    await userEvent.click(canvas.getByRole('button', { name: '导入' }));
    const dialogEl = await screen.findByRole('dialog', { name: '导入评审意见库' });
    const dialog = within(dialogEl);
    await waitFor(() => expect(dialog.getByRole('button', { name: '下载模板' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    await expect(await dialog.findByText('请选择要导入的表格')).toBeVisible();
    const sheet = await opinionSheetOf([
      ['防火分区面积超限', '强制性条文', '建筑'],
      ['门窗表缺失', '严重', ''],
    ]);
    const input = dialogEl.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([sheet], '意见.xlsx', { type: sheet.type }));
    await expect(await dialog.findByText('已选择：意见.xlsx')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    await expect(await dialog.findByText('导入完成：成功 1 条，失败 1 条', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '下载错误数据' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '完成' }));
    await expect(await rowOf(canvasElement, '防火分区面积超限')).toBeVisible();
    // The dialog's announcements name its title, gone once it closes.
    clearLiveAnnouncer();
    await closeToasts();
  },
};

/** The enterprise's bank, as its administrator tends it. */
export const EnterpriseBank: Story = {
  tags: ['vrt', 'vrt-992'],
  args: { state: '2' },
  parameters: {
    fixtureApi: {
      setup: (store) =>
        addFixtureOpinions(store, firm, [
          { comment: '结构缝宽度不足', type: OpinionType.Should, opinionSpecialty: '结构' },
          { comment: '说明中的规范版本已作废，请更新', type: OpinionType.Mandatory },
        ]),
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '企业意见库' })).toBeVisible();
    await expect(await rowOf(canvasElement, '结构缝宽度不足')).toBeVisible();
    await expect(canvas.getByText('企业统一的校审意见：企业成员在图纸上标注时均可选用。')).toBeVisible();
  },
};

/** A bank without opinions. */
export const Empty: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无意见', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** While the page loads. */
export const Loading: Story = {
  parameters: { fixtureApi: { resolvers: { user: { opinionBank: () => new Promise(() => {}) } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: '个人意见库 评审意见库' })).toBeVisible();
    await expect(canvas.queryByText('暂无意见')).toBeNull();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** The page failed to load. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { user: { opinionBank: () => refuse(FixtureCode.Error, '服务器开小差了') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};
