import { OwnerType, type Stamp, StampEnabled, StampType } from '@atelier/api';
import { FixtureCode, type FixtureStore, type Resolvers, refuse } from '@atelier/api/msw';
import { Tag } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, pickOption, toastShown } from '../testing';
import { EnterpriseStampTable } from './EnterpriseStampTable';
import { pickImage, sealPng } from './storyFiles';

/*
 * The fixture session is 陈建国 (u-001), the enterprise administrator. Output stamps: 华筑设计出图专用章 (st-101, CA
 * until 2027-06-30, placed by the quick signing a-001 in progress) and 华筑设计出图章（2021版） (st-102, disabled).
 * Custom: 图纸审查专用章 (st-201), 技术质量部章 (st-202). Registration: the members' and 院章 (st-305).
 */

/** Sixty more output stamps: two pages. */
const manyOutputStamps = (store: FixtureStore) => {
  const template = store.stamp('st-101');
  for (let i = 1; i <= 60; i += 1) {
    const stampId = `st-9${String(i).padStart(2, '0')}`;
    store.state.stamps.push({
      ...template,
      stampId,
      id: stampId,
      name: `项目出图章 ${String(i).padStart(2, '0')}`,
      signCertSn: null,
      caOrgId: null,
      caOrgName: null,
      deadline: null,
    });
  }
};

const withoutCustomStamps = (store: FixtureStore) => {
  store.state.stamps = store.state.stamps.filter(
    (s) => !(s.stampType === StampType.Custom && s.ownerType === OwnerType.Enterprise),
  );
};

const meta = {
  title: 'Features/EnterpriseStampTable',
  component: EnterpriseStampTable,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof EnterpriseStampTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once shown and loaded: while its body is busy (the people still loading) its 确定 is disabled. */
async function dialogNamed(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).toBeNull());
  return dialog;
}

/** The table once its rows loaded (the row named `first` is there). */
async function loadedTable(canvasElement: HTMLElement, name = '出图章列表', first = '华筑设计出图专用章') {
  const table = await within(canvasElement).findByRole('grid', { name });
  await within(table).findByRole('row', { name: new RegExp(`^${first}`) }, { timeout: 5000 });
  return table;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

const stored = (context: Parameters<typeof fixtureApiOf>[0], stampId: string): Stamp =>
  fixtureApiOf(context).store.stamp(stampId);

/** The output stamps: name, owner, the 启用/停用 switch, the deadline (a date or - -) and the actions. */
export const OutputStamps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '出图章', selected: true })).toBeVisible();
    const table = await loadedTable(canvasElement);
    const current = rowOf(table, '华筑设计出图专用章');
    await expect(within(current).getByText('2027-06-30')).toBeVisible();
    await expect(within(current).getByText('企业')).toBeVisible();
    await expect(within(current).getByRole('switch', { name: '启用华筑设计出图专用章' })).toBeChecked();
    await expect(await within(current).findByRole('img', { name: '华筑设计出图专用章' })).toBeVisible();
    const old = rowOf(table, '华筑设计出图章（2021版）');
    await expect(within(old).getByRole('switch')).not.toBeChecked();
    await expect(within(old).getByText('停用')).toBeVisible();
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

const withoutImage = (store: FixtureStore) => {
  for (const stamp of store.state.stamps) if (stamp.name === '华筑设计出图章（2021版）') stamp.fileMd5 = '';
};

/** The words of an element's text (a run of Chinese is one word) that the layout broke across lines. */
function brokenWords(element: HTMLElement): string[] {
  const node = element.firstChild;
  if (!node?.textContent) return [];
  const broken: string[] = [];
  for (const match of node.textContent.matchAll(/\S+/g)) {
    const word = document.createRange();
    word.setStart(node, match.index);
    word.setEnd(node, match.index + match[0].length);
    if (word.getClientRects().length > 1) broken.push(match[0]);
  }
  return broken;
}

/**
 * A stamp without an image (a signature slot not yet uploaded) shows 无图片 whole in the table's small picture box:
 * it broke as 无图 / 片 (issue 22).
 */
export const WithoutImage: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: withoutImage } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    const placeholder = within(rowOf(table, '华筑设计出图章（2021版）')).getByText('无图片');
    await expect(brokenWords(placeholder)).toEqual([]);
  },
};

/** In English the placeholder may wrap between its words, never inside one (it read No im / age). */
export const WithoutImageEnglish: Story = {
  tags: ['vrt'],
  globals: { locale: 'en-US' },
  parameters: { fixtureApi: { setup: withoutImage } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid');
    const row = await within(table).findByRole('row', { name: /^华筑设计出图章（2021版）/ }, { timeout: 5000 });
    await expect(brokenWords(within(row).getByText('No image'))).toEqual([]);
  },
};

/** The registration tab lists the members' registration stamps too, with their owners; no deadline reads - -. */
export const RegistrationStamps: Story = {
  tags: ['vrt'],
  args: { defaultType: StampType.Registration },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, '注册章列表', '注册公用设备工程师 张敏');
    const zhang = rowOf(table, '注册公用设备工程师 张敏');
    await expect(within(zhang).getByText('张敏')).toBeVisible();
    await expect(within(zhang).getByText('个人')).toBeVisible();
    await expect(within(zhang).getByText('- -')).toBeVisible();
  },
};

/** While the stamps load. */
export const Loading: Story = {
  parameters: {
    fixtureApi: { resolvers: { stamp: { enterpriseStamps: () => new Promise(() => {}) } } satisfies Resolvers },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

/** No stamp of the type: the empty state names it. */
export const Empty: Story = {
  tags: ['vrt'],
  args: { defaultType: StampType.Custom },
  parameters: { fixtureApi: { setup: withoutCustomStamps } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无自定义章')).toBeVisible();
  },
};

/** More than 50: pages of 50 with the total; page 2 shows the rest. */
export const ManyPages: Story = {
  parameters: { fixtureApi: { setup: manyOutputStamps } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    const pages = canvas.getByRole('navigation', { name: '分页' });
    await expect(within(pages).getByText('共 62 条')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    await expect(rowOf(table, '项目出图章 60')).toBeVisible();
    // A search starts again on page 1.
    await userEvent.type(canvas.getByRole('textbox', { name: '印章名称' }), '专用');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(rowOf(table, '华筑设计出图专用章')).toBeVisible();
  },
};

/** A search that finds nothing says so, and 清除筛选 brings the list back. */
export const FilteredToNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '印章名称' }), '不存在的章');
    await expect(await canvas.findByText('没有符合条件的印章')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByRole('textbox', { name: '印章名称' })).toHaveValue('');
  },
};

/** The state filter: only the disabled stamps. */
export const FilterByState: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await pickOption(canvasElement, /状态/, '停用');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(rowOf(table, '华筑设计出图章（2021版）')).toBeVisible();
  },
};

/** The list did not load: the reason and 重试. */
export const LoadError: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        stamp: { enterpriseStamps: () => refuse(FixtureCode.Error, '服务暂不可用') },
      } satisfies Resolvers,
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('印章列表加载失败')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};

/** 停用 then 启用 again: each sent at once, the row follows the server. */
export const DisableEnable: Story = {
  play: async (context) => {
    const table = await loadedTable(context.canvasElement);
    const toggle = within(rowOf(table, '华筑设计出图专用章')).getByRole('switch');
    await userEvent.click(toggle);
    await toastShown('华筑设计出图专用章已停用');
    await expect(stored(context, 'st-101').isEnable).toBe(StampEnabled.Disabled);
    await waitFor(() => expect(within(rowOf(table, '华筑设计出图专用章')).getByRole('switch')).not.toBeChecked());
    await userEvent.click(within(rowOf(table, '华筑设计出图专用章')).getByRole('switch'));
    await toastShown('华筑设计出图专用章已启用');
    await expect(stored(context, 'st-101').isEnable).toBe(StampEnabled.Enabled);
    await closeToasts();
  },
};

/** 新增印章: name, type (the open tab's) and an uploaded image; the new stamp is listed. */
export const CreateStamp: Story = {
  args: { defaultType: StampType.Custom },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await loadedTable(context.canvasElement, '自定义章列表', '技术质量部章');
    await userEvent.click(canvas.getByRole('button', { name: '新增印章' }));
    const dialog = await dialogNamed('新增印章');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /印章名称/ }), '合同专用章');
    await expect(within(dialog).getByRole('button', { name: /印章类型/ })).toHaveTextContent('自定义章');
    await pickImage(dialog, await sealPng('合同专用章.png'));
    await within(dialog).findByRole('img', { name: '印章图片预览' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('新增成功');
    await waitFor(() => expect(rowOf(table, '合同专用章')).toBeVisible());
    const created = fixtureApiOf(context).store.state.stamps.find((s) => s.name === '合同专用章');
    await expect(created).toMatchObject({ stampType: StampType.Custom, ownerType: OwnerType.Enterprise });
    await closeToasts();
  },
};

/** Deleting a stamp an approval in progress places is refused with the server's reason; the row stays. */
export const DeleteRefused: Story = {
  play: async (context) => {
    const table = await loadedTable(context.canvasElement);
    await userEvent.click(within(rowOf(table, '华筑设计出图专用章')).getByRole('button', { name: '删除' }));
    const confirm = await dialogNamed('确定删除该印章吗？', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await toastShown('印章正在审批中使用，无法删除');
    await expect(rowOf(table, '华筑设计出图专用章')).toBeVisible();
    await expect(fixtureApiOf(context).store.state.stamps.some((s) => s.stampId === 'st-101')).toBe(true);
    await closeToasts();
  },
};

/** A stamp nothing needs is deleted after confirmation. */
export const Delete: Story = {
  play: async (context) => {
    const table = await loadedTable(context.canvasElement);
    await userEvent.click(within(rowOf(table, '华筑设计出图章（2021版）')).getByRole('button', { name: '删除' }));
    const confirm = await dialogNamed('确定删除该印章吗？', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await toastShown('删除成功');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await closeToasts();
  },
};

/** 更换管理员: another member takes the stamp; the owner column shows them. */
export const ReassignManager: Story = {
  args: { defaultType: StampType.Custom },
  play: async (context) => {
    const table = await loadedTable(context.canvasElement, '自定义章列表', '技术质量部章');
    await userEvent.click(within(rowOf(table, '技术质量部章')).getByRole('button', { name: '更换管理员' }));
    const dialog = await dialogNamed('更换管理员');
    // The people load first (the body waits for them).
    await expect(await within(dialog).findByText('当前管理员：暂无', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请选择管理员', { selector: '[slot="errorMessage"]' })).toBeVisible();
    await pickOption(dialog, /新管理员/, '赵雪梅');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('管理员已更换为赵雪梅');
    await expect(stored(context, 'st-202').userId).toBe('u-006');
    await waitFor(() => expect(within(rowOf(table, '技术质量部章')).getByText('赵雪梅')).toBeVisible());
    await closeToasts();
  },
};

/** 编辑: a deadline is set (and checked as a date). */
export const EditDeadline: Story = {
  args: { defaultType: StampType.Custom },
  play: async (context) => {
    const table = await loadedTable(context.canvasElement, '自定义章列表', '技术质量部章');
    await userEvent.click(within(rowOf(table, '技术质量部章')).getByRole('button', { name: '编辑' }));
    const dialog = await dialogNamed('编辑印章');
    const deadline = within(dialog).getByRole('textbox', { name: /有效期/ });
    await userEvent.type(deadline, '2027-02-30');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('有效期格式应为YYYY-MM-DD')).toBeVisible();
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2027-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('保存成功');
    await expect(stored(context, 'st-202').deadline).toBe('2027-12-31');
    await waitFor(() => expect(within(rowOf(table, '技术质量部章')).getByText('2027-12-31')).toBeVisible());
    await closeToasts();
  },
};

/** 批量创建签名: people with a signature cannot be chosen; the others get an empty one. */
export const BatchCreateSignatures: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await loadedTable(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '批量创建签名' }));
    const dialog = await dialogNamed('批量创建签名');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请至少选择一位人员')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^人员/ }));
    const popover = await screen.findByRole('dialog', { name: '人员' });
    await expect(within(popover).getByRole('option', { name: /^陈建国/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(popover).getByRole('option', { name: /^何静/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '人员' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('已为1人创建签名');
    const slot = fixtureApiOf(context).store.state.stamps.find(
      (s) => s.userId === 'u-012' && s.stampType === StampType.PersonalSignature,
    );
    await expect(slot).toMatchObject({ name: '何静', fileMd5: '', ownerType: OwnerType.Personal });
    await closeToasts();
  },
};

/** The CA part fills the certificate column through `renderCertificate`. */
export const CertificateSlot: Story = {
  args: {
    renderCertificate: (stamp) => <Tag size="sm">{stamp.signCertSn ? '已认证' : '未申请'}</Tag>,
  },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'CA证书' })).toBeVisible();
    await expect(within(rowOf(table, '华筑设计出图专用章')).getByText('已认证')).toBeVisible();
  },
};

/** 新增印章 open, confirmed with nothing filled: the rules' messages (pictured at 992 px, issue 22). */
export const CreateDialogRules: Story = {
  tags: ['vrt-992'],
  args: { defaultType: StampType.Custom },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await loadedTable(context.canvasElement, '自定义章列表', '技术质量部章');
    await userEvent.click(canvas.getByRole('button', { name: '新增印章' }));
    const dialog = await dialogNamed('新增印章');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请上传印章图片')).toBeVisible();
  },
};

/** 批量创建签名 open, confirmed with nobody chosen: the rule's message (pictured at 992 px, issue 22). */
export const BatchCreateDialog: Story = {
  tags: ['vrt-992'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await loadedTable(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '批量创建签名' }));
    const dialog = await dialogNamed('批量创建签名');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请至少选择一位人员')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^人员/ })).toBeVisible();
  },
};

/** 编辑印章 open with a deadline that is no date: the rule's message, what was typed kept (pictured at 992 px, issue 22). */
export const EditDialogRule: Story = {
  tags: ['vrt-992'],
  args: { defaultType: StampType.Custom },
  play: async (context) => {
    const table = await loadedTable(context.canvasElement, '自定义章列表', '技术质量部章');
    await userEvent.click(within(rowOf(table, '技术质量部章')).getByRole('button', { name: '编辑' }));
    const dialog = await dialogNamed('编辑印章');
    const deadline = within(dialog).getByRole('textbox', { name: /有效期/ });
    await userEvent.type(deadline, '2027-02-30');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('有效期格式应为YYYY-MM-DD')).toBeVisible();
    await expect(deadline).toHaveValue('2027-02-30');
    await expect(stored(context, 'st-202').deadline).not.toBe('2027-02-30');
  },
};

/** 更换管理员 open, confirmed with nobody chosen: the rule's message (pictured at 992 px, issue 22). */
export const ReassignDialogRule: Story = {
  tags: ['vrt-992'],
  args: { defaultType: StampType.Custom },
  play: async (context) => {
    const table = await loadedTable(context.canvasElement, '自定义章列表', '技术质量部章');
    await userEvent.click(within(rowOf(table, '技术质量部章')).getByRole('button', { name: '更换管理员' }));
    const dialog = await dialogNamed('更换管理员');
    await expect(await within(dialog).findByText('当前管理员：暂无', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请选择管理员', { selector: '[slot="errorMessage"]' })).toBeVisible();
  },
};
