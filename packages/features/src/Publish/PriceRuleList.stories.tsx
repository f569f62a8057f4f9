import { PublishCatalogMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { PriceRuleList } from './PriceRuleList';

/* The fixture firm has two rules, 2025年晒图计价标准 and 2024年晒图计价标准, pricing A0-A4; 陈建国 keeps them. */

const meta = {
  title: 'Features/Publish/PriceRuleList',
  component: PriceRuleList,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof PriceRuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 5000;

async function openEditor(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const cell = (dialog: HTMLElement, sizeName: string) =>
  within(dialog).getByRole('textbox', { name: `${sizeName} 单价（元）` });

/** The rules with their first prices. */
export const Rules: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '计费规则' })).toBeVisible();
    await expect(await canvas.findByText('2025年晒图计价标准', {}, { timeout: T })).toBeVisible();
    // Each price is one unbreakable item (issue 22 item 11).
    const row = canvas.getByRole('row', { name: /2025年晒图计价标准/ });
    for (const price of ['A0 ¥20.00', 'A1 ¥12.00']) await expect(within(row).getByText(price)).toBeVisible();
    // Assistive technology reads the prices one by one, each whole, not run together: a list with an item a price.
    const prices = within(row).getByRole('list');
    await expect(
      within(prices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A0 ¥20.00', 'A1 ¥12.00', 'A2 ¥6.00', 'A3 ¥3.00', 'A4 ¥1.50']);
  },
};

/** 新增: a name, the A1 row from its +0 price by 补全, one A0 price; saved in the store in the grid's order. */
export const AddWithGrid: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await canvas.findByText('2025年晒图计价标准', {}, { timeout: T });
    await userEvent.click(canvas.getByRole('button', { name: '新增计费规则' }));
    const dialog = await openEditor('新增计费规则');
    await expect(within(dialog).getAllByRole('textbox', { name: /单价（元）$/ })).toHaveLength(50);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /规则名称/ }), '2026年晒图计价');
    await userEvent.type(cell(dialog, 'A1'), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '按A1的价格补全加长与超长' }));
    await expect(cell(dialog, 'A1+0.125')).toHaveValue('14.06');
    await expect(cell(dialog, 'A1+1')).toHaveValue('25');
    await expect(cell(dialog, 'A1超长')).toHaveValue('25');
    await userEvent.type(cell(dialog, 'A0'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('计费规则已保存')).toBeVisible(), { timeout: T });
    await expect(await canvas.findByText('2026年晒图计价', {}, { timeout: T })).toBeVisible();
    const saved = store.state.calcRules.find((r) => r.ruleName === '2026年晒图计价');
    await expect(saved?.rows?.slice(0, 3)).toEqual([
      { sizeName: 'A0', price: 25 },
      { sizeName: 'A1', price: 12.5 },
      { sizeName: 'A1+0.125', price: 14.06 },
    ]);
    await expect(saved?.rows).toHaveLength(11);
    await closeToasts();
  },
};

/** The editor of a rule: its name, remarks and the size × lengthening grid with its prices. */
export const EditorGrid: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑2025年晒图计价标准' }, { timeout: T }));
    const dialog = await openEditor('编辑计费规则');
    await expect(within(dialog).getByRole('table', { name: '单价（元/张）：图幅 × 加长' })).toBeVisible();
    await expect(cell(dialog, 'A0')).toHaveValue('20');
    await expect(cell(dialog, 'A4')).toHaveValue('1.5');
    await expect(cell(dialog, 'A0+0.125')).toHaveValue('');
  },
};

/** Editing a rule: its prices are in their cells; a changed price is saved. */
export const Edit: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑2024年晒图计价标准' }, { timeout: T }));
    const dialog = await openEditor('编辑计费规则');
    await expect(cell(dialog, 'A2')).toHaveValue('5');
    await userEvent.clear(cell(dialog, 'A2'));
    await userEvent.type(cell(dialog, 'A2'), '5.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('计费规则已保存')).toBeVisible(), { timeout: T });
    const rule = store.state.calcRules.find((r) => r.ruleName === '2024年晒图计价标准');
    await expect(rule?.rows?.find((r) => r.sizeName === 'A2')?.price).toBe(5.5);
    await closeToasts();
  },
};

/** No price, a bad price, a name taken: said in the dialog, which keeps what was typed. */
export const Validation: Story = {
  tags: ['vrt-992'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新增计费规则' }, { timeout: T }));
    const dialog = await openEditor('新增计费规则');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /规则名称/ }), '2025年晒图计价标准');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(PublishCatalogMessage.PricesRequired)).toBeVisible();
    await userEvent.type(cell(dialog, 'A3'), '1.005');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(`A3：${PublishCatalogMessage.PriceInvalid}`)).toBeVisible();
    await expect(cell(dialog, 'A3')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(cell(dialog, 'A3'));
    await userEvent.type(cell(dialog, 'A3'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(PublishCatalogMessage.CalcNameTaken)).toBeVisible();
    await expect(cell(dialog, 'A3')).toHaveValue('3');
  },
};

/** Deleting a rule. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '删除2024年晒图计价标准' }, { timeout: T }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除计费规则“2024年晒图计价标准”？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.queryByText('2024年晒图计价标准')).not.toBeInTheDocument(), { timeout: T });
    await closeToasts();
  },
};

export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.calcRules = [];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无计费规则', {}, { timeout: T })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { fixtureApi: { delay: 60_000 } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '计费规则' })).toBeVisible();
    await expect(within(canvasElement).queryByText('暂无计费规则')).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { publish: { calcRules: () => refuse(FixtureCode.Error, PublishCatalogMessage.NoManageCalcRules) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('计费规则加载失败', {}, { timeout: T })).toBeVisible();
    await closeToasts();
  },
};
