import { APPROVAL_NAME_TAKEN, ApprovalType, FixedRoleId, localDate } from '@atelier/api';
import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  closeToasts,
  type FixtureApiParameters,
  fixtureApi,
  fixtureApiOf,
  pickOption,
  toastShown,
  typeDate,
} from '../testing';
import { PublishLaunchDialog } from './PublishLaunchDialog';

/*
 * The fixture session is 陈建国 (u-001). Drawings 建施-01 and 建施-02 of 滨江新城综合体 (p-001) are A1 sheets,
 * 建施-06 an A2; 2025年晒图计价标准 prices A1 at ¥12 and A2 at ¥6 (2024年: ¥10 and ¥5). The project's publishing
 * managers are 赵雪梅 and 黄伟.
 */
const FILES = [
  { resId: 'r-p-001-1', recordId: 'rec-p-001-1', resName: '建施-01 总平面图.pdf' },
  { resId: 'r-p-001-2', recordId: 'rec-p-001-2', resName: '建施-02 一层平面图.pdf' },
  { resId: 'r-p-001-11', recordId: 'rec-p-001-11', resName: '建施-06 楼梯详图.pdf' },
];

const meta = {
  title: 'Features/PublishLaunchDialog',
  component: PublishLaunchDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    projectId: 'p-001',
    projectName: '滨江新城综合体',
    files: FILES,
    isOpen: true,
    onOpenChange: fn(),
    onLaunched: fn(),
  },
} satisfies Meta<typeof PublishLaunchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** The dialog once its lists have loaded. */
async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: '发起发布审批' }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /审批名称/ });
/** 交付时间: the date picker's group (its segments, in the locale's order). */
const dateField = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: /交付时间/ });
const copiesOf = (dialog: HTMLElement, fileName: string) => within(dialog).getByLabelText(`${fileName}的份数`);
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: '发起审批' }));

/** Picks approvers by name in the multi-select. */
async function pickApprovers(dialog: HTMLElement, names: readonly string[]) {
  await userEvent.click(within(dialog).getByRole('button', { name: /^审批人/ }));
  const popover = await screen.findByRole('dialog', { name: /审批人/ });
  for (const name of names) {
    await userEvent.click(await within(popover).findByRole('option', { name: new RegExp(`^${name}`) }));
  }
  return popover;
}

async function closePopover() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
}

/** Types 交付时间 (YYYY-MM-DD), or empties it (''), then leaves it. */
async function setDeliveryDate(dialog: HTMLElement, value: string) {
  const field = dateField(dialog);
  if (value) await typeDate(dialog, /交付时间/, value);
  else {
    for (const segment of within(field).getAllByRole('spinbutton')) {
      await userEvent.click(segment);
      await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    }
  }
  // Leaves the field (past its calendar button), as the rule is checked on leaving.
  while (field.parentElement?.contains(document.activeElement)) await userEvent.tab();
}

/** Types copies into a drawing's field and leaves it (the number commits on blur). */
async function typeCopies(dialog: HTMLElement, fileName: string, copies: string) {
  const field = copiesOf(dialog, fileName);
  await userEvent.clear(field);
  await userEvent.type(field, copies);
  await userEvent.tab();
}

/** The cost table's rows as text, header excluded. */
function costRows(dialog: HTMLElement) {
  const table = within(dialog).getByRole('grid', { name: '费用清单' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row.textContent ?? '').replace(/\s+/g, ''));
}

/** Chooses the print shop, the rule and an approver. */
async function fillRequired(dialog: HTMLElement, rule = '2025年晒图计价标准') {
  await pickOption(dialog, /晒图单位$/, '杭州蓝图数码快印');
  await pickOption(dialog, /计费规则$/, rule);
  await pickApprovers(dialog, ['赵雪梅']);
  await closePopover();
}

const publishApprovals = (store: FixtureStore) =>
  store.state.approvals.filter((a) => a.act.moduleType === ApprovalType.Publish);

/**
 * A new launch: 滨江新城综合体发布审批-YYYYMMDDHHmmss, delivery today, one copy of each chosen drawing, and the
 * cost waiting for a rule.
 */
export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect((nameField(dialog) as HTMLInputElement).value).toMatch(/^滨江新城综合体发布审批-\d{14}$/);
    // Today, year first (年/月/日 in Chinese).
    await expect(
      within(dateField(dialog))
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent)
        .join('-'),
    ).toBe(localDate());
    const files = within(dialog).getByRole('table', { name: /发布图纸/ });
    for (const file of FILES) {
      await expect(within(files).getByRole('rowheader', { name: file.resName })).toBeVisible();
      await expect(copiesOf(dialog, file.resName)).toHaveValue('1');
    }
    await expect(within(dialog).getByText('共3张')).toBeVisible();
    await expect(within(dialog).getByText('请选择计费规则后查看费用')).toBeVisible();
  },
};

/**
 * The quote by sheet size (规格, 单价, 数量, 合计, 总计), asked again when a drawing's copies, all copies at once
 * (批量设置份数), or the rule change.
 */
export const QuoteFollowsCopiesAndRule: Story = {
  play: async () => {
    const dialog = await openDialog();
    await pickOption(dialog, /计费规则$/, '2025年晒图计价标准');
    const table = await within(dialog).findByRole('grid', { name: '费用清单' }, SLOW);
    for (const column of ['规格', '单价', '数量', '合计']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await waitFor(() => expect(costRows(dialog)).toEqual(['A1¥12.002¥24.00', 'A2¥6.001¥6.00']), SLOW);
    await expect(within(dialog).getByText('总计：¥30.00')).toBeVisible();

    await typeCopies(dialog, '建施-01 总平面图.pdf', '3');
    await waitFor(() => expect(within(dialog).getByText('总计：¥54.00')).toBeVisible(), SLOW);
    await expect(costRows(dialog)[0]).toBe('A1¥12.004¥48.00');

    const batch = within(dialog).getByLabelText('批量设置份数');
    await userEvent.clear(batch);
    await userEvent.type(batch, '2');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: '应用到全部' }));
    for (const file of FILES) await expect(copiesOf(dialog, file.resName)).toHaveValue('2');
    await waitFor(() => expect(within(dialog).getByText('总计：¥60.00')).toBeVisible(), SLOW);

    await pickOption(dialog, /计费规则$/, '2024年晒图计价标准');
    await waitFor(() => expect(within(dialog).getByText('总计：¥50.00')).toBeVisible(), SLOW);
  },
};

/** Filled in and launched: launchPublish, a toast, onLaunched with the new approval, which keeps the quote. */
export const LaunchSucceeds: Story = {
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const dialog = await openDialog();
    await fillRequired(dialog, '2024年晒图计价标准');
    await typeCopies(dialog, '建施-01 总平面图.pdf', '3');
    await waitFor(() => expect(within(dialog).getByText('总计：¥45.00')).toBeVisible(), SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '周五前交付');
    await submit(dialog);
    await waitFor(() => expect(args.onLaunched).toHaveBeenCalledTimes(1), SLOW);
    await toastShown('发布审批已发起');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const [launched] = publishApprovals(store);
    await expect(args.onLaunched).toHaveBeenCalledWith(launched?.act.id);
    await expect(launched?.act).toMatchObject({
      remarks: '周五前交付',
      additionInfo: {
        publishNum: 5,
        totalPrice: 45,
        calcName: '2024年晒图计价标准',
        publisherName: '杭州蓝图数码快印',
      },
    });
    await closeToasts();
  },
};

/** Submitting with nothing chosen: each required field says what it needs; a cleared name and date too. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.clear(nameField(dialog));
    await setDeliveryDate(dialog, '');
    await submit(dialog);
    await waitFor(() => expect(nameField(dialog)).toHaveAccessibleDescription('请输入审批名称'));
    await expect(dateField(dialog)).toHaveAccessibleDescription('请选择交付时间');
    await expect(within(dialog).getByRole('button', { name: /晒图单位$/ })).toHaveAccessibleDescription(
      '请选择晒图单位',
    );
    await expect(within(dialog).getByRole('button', { name: /计费规则$/ })).toHaveAccessibleDescription(
      '请选择计费规则',
    );
    await expect(within(dialog).getAllByText('请选择审批人')[0]).toBeVisible();
    await expect(args.onLaunched).not.toHaveBeenCalled();
    await pickOption(dialog, /晒图单位$/, '杭州西湖晒图中心');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /晒图单位$/ })).not.toHaveAccessibleDescription(),
    );
  },
};

/** A delivery date before today: 交付时间不能早于今天. */
export const DeliveryInPast: Story = {
  play: async () => {
    const dialog = await openDialog();
    await setDeliveryDate(dialog, '2020-01-01');
    await waitFor(() => expect(dateField(dialog)).toHaveAccessibleDescription(/交付时间不能早于今天/));
    await setDeliveryDate(dialog, '2099-12-31');
    // What is left of the description is the date chosen (react-aria's 选定的日期：…), no rule's message.
    await waitFor(() => expect(dateField(dialog)).not.toHaveAccessibleDescription(/交付时间不能早于今天/));
    await expect(dateField(dialog)).not.toHaveAttribute('data-invalid');
  },
};

/** 10 approvers at most: with every member a publishing manager, the 11th pick is refused with 审批人最多10人. */
export const TooManyApprovers: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        for (const user of store.state.users) {
          if (!user.roleIds.includes(FixedRoleId.PublishingManager)) user.roleIds.push(FixedRoleId.PublishingManager);
        }
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /^审批人/ }));
    const popover = await screen.findByRole('dialog', { name: /审批人/ });
    // The list fills as the members load: wait for all twelve, not for the first option.
    await waitFor(() => expect(within(popover).getAllByRole('option')).toHaveLength(12), SLOW);
    const options = within(popover).getAllByRole('option');
    for (const option of options.slice(0, 10)) await userEvent.click(option);
    await expect(within(popover).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(options[10] as HTMLElement);
    await expect(await within(popover).findByRole('alert')).toHaveTextContent('审批人最多10人');
    await expect(options[10]).toHaveAttribute('aria-selected', 'false');
    await closePopover();
  },
};

/**
 * Copies must be 1..999: 0 and 1000 say 份数须为1至999的整数 at the row and the last quote stays shown, not asked
 * for the invalid copies.
 */
export const CopiesOutOfRange: Story = {
  play: async (context) => {
    const dialog = await openDialog();
    await pickOption(dialog, /计费规则$/, '2025年晒图计价标准');
    await waitFor(() => expect(within(dialog).getByText('总计：¥30.00')).toBeVisible(), SLOW);
    const quotes = fixtureApiOf(context).store;
    const before = quotes.state.approvals.length;
    await typeCopies(dialog, '建施-02 一层平面图.pdf', '0');
    const field = copiesOf(dialog, '建施-02 一层平面图.pdf');
    await waitFor(() => expect(field).toHaveAccessibleDescription('份数须为1至999的整数'));
    await typeCopies(dialog, '建施-02 一层平面图.pdf', '1000');
    await waitFor(() => expect(field).toHaveAccessibleDescription('份数须为1至999的整数'));
    await expect(within(dialog).getByText('总计：¥30.00')).toBeVisible();
    await typeCopies(dialog, '建施-02 一层平面图.pdf', '999');
    await waitFor(() => expect(field).not.toHaveAccessibleDescription());
    await waitFor(() => expect(within(dialog).getByText('总计：¥12,006.00')).toBeVisible(), SLOW);
    await expect(quotes.state.approvals.length).toBe(before);
  },
};

/** While the server prices the drawings: 正在计算费用… and the table marked busy. */
export const QuoteLoading: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { approval: { publishQuote: () => new Promise<never>(() => {}) } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await pickOption(dialog, /计费规则$/, '2025年晒图计价标准');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('正在计算费用…'), SLOW);
    const table = within(dialog).getByRole('grid', { name: '费用清单' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/**
 * Whether the quote is refused. Decided by the play, not by counting requests: how many quotes the dialog asks for
 * while the rule and the copies settle depends on the machine's speed.
 */
let quoteRefused = true;

/** The quote is refused: the server's message, 费用计算失败 with a retry that prices them. */
export const QuoteError: Story = {
  beforeEach: () => {
    quoteRefused = true;
  },
  parameters: {
    fixtureApi: {
      resolvers: {
        approval: {
          publishQuote: () => {
            if (quoteRefused) refuse(FixtureCode.Warning, '计费规则中没有A2的单价');
            return { rows: [{ sizeName: 'A1', price: 12, num: 3, totalPrice: 36 }], publishNum: 3, totalPrice: 36 };
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await pickOption(dialog, /计费规则$/, '2025年晒图计价标准');
    const alert = await within(dialog).findByText('费用计算失败', {}, SLOW);
    await expect(alert).toBeVisible();
    await expect(within(dialog).getAllByText('计费规则中没有A2的单价').length).toBeGreaterThanOrEqual(1);
    await closeToasts();
    quoteRefused = false;
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(dialog).getByText('总计：¥36.00')).toBeVisible(), SLOW);
    await expect(within(dialog).queryByText('费用计算失败')).not.toBeInTheDocument();
  },
};

/** A name already used by a publish approval: 审批名称已存在 under the field once it is left. */
export const NameTaken: Story = {
  play: async () => {
    const dialog = await openDialog();
    const name = nameField(dialog);
    await userEvent.clear(name);
    await userEvent.type(name, '滨江新城综合体施工图发布');
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(APPROVAL_NAME_TAKEN), SLOW);
    await closeToasts();
  },
};

/** The server refuses the launch: its message, the dialog stays open with everything typed and chosen. */
export const ServerRefusalKeepsInput: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        approval: { launchPublish: () => refuse(FixtureCode.Warning, '审批人须为该项目的发布管理员') },
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { args } = context;
    const dialog = await openDialog();
    await fillRequired(dialog);
    await typeCopies(dialog, '建施-01 总平面图.pdf', '4');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '加急');
    await submit(dialog);
    await toastShown('审批人须为该项目的发布管理员');
    await expect(args.onLaunched).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: '发起发布审批' })).toBeVisible();
    await expect(copiesOf(dialog, '建施-01 总平面图.pdf')).toHaveValue('4');
    await expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('加急');
    await expect(within(dialog).getByRole('button', { name: /晒图单位$/ })).toHaveTextContent('杭州蓝图数码快印');
    await expect(within(dialog).getByRole('button', { name: /^移除.*赵雪梅/ })).toBeVisible();
    await expect(publishApprovals(fixtureApiOf(context).store)).toHaveLength(2);
    await closeToasts();
  },
};

/** English (en-US) strings. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Launch publish approval' }, SLOW);
    const name = within(dialog).getByRole('textbox', { name: /Approval name/ }) as HTMLInputElement;
    await expect(name.value).toMatch(/^滨江新城综合体 publish approval-\d{14}$/);
    // The dialog fades in: visible once its opening transition has ended.
    await waitFor(() => expect(within(dialog).getByText('Select a pricing rule to see the cost')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Launch' })).toBeVisible();
  },
};

/**
 * The dialog as opened, pictured at 992 px (issue 22), with a fixed name and no delivery date (both hold today's
 * date by default), so that the picture does not change from day to day.
 */
export const Opened: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('共3张')).toBeVisible();
    await userEvent.clear(nameField(dialog));
    await userEvent.type(nameField(dialog), '滨江新城综合体二期施工图晒图');
    // Today's date would change the picture every day: the field is emptied, its rule's message shown.
    await setDeliveryDate(dialog, '');
    await waitFor(() => expect(dateField(dialog)).toHaveAccessibleDescription('请选择交付时间'));
  },
};
