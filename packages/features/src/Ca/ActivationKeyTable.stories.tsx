import { KeyStatus } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, pickOption, toastShown } from '../testing';
import { ActivationKeyTable } from './ActivationKeyTable';

/*
 * Seeded keys: HZCA-7Q2M-9XKD-41PA used by 陈建国, HZCA-3LNB-8TRE-02QZ unused, HZCA-5VWX-1MJD-77HC obsolete (王海涛).
 */

const meta = {
  title: 'Features/Ca/ActivationKeyTable',
  component: ActivationKeyTable,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onChanged: fn() },
} satisfies Meta<typeof ActivationKeyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('grid', { name: '激活码' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]?.textContent).toMatch(/^HZCA-/), {
    timeout: 5000,
  });
  return table;
}

const rowOf = (table: HTMLElement, cdk: string) => within(table).getByText(cdk).closest('[role="row"]') as HTMLElement;

/** Each key status with its text; only the unused key can be assigned. */
export const EachStatus: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    const used = rowOf(table, 'HZCA-7Q2M-9XKD-41PA');
    const unused = rowOf(table, 'HZCA-3LNB-8TRE-02QZ');
    const obsolete = rowOf(table, 'HZCA-5VWX-1MJD-77HC');
    await expect(within(used).getByText('已使用')).toBeVisible();
    await expect(within(used).getByText('陈建国')).toBeVisible();
    await expect(within(unused).getByText('未使用')).toBeVisible();
    await expect(within(obsolete).getByText('已作废')).toBeVisible();
    await expect(within(obsolete).getByText('王海涛')).toBeVisible();
    await expect(within(unused).getByRole('button', { name: '分配激活码HZCA-3LNB-8TRE-02QZ' })).toBeVisible();
    await expect(within(used).queryByRole('button')).toBeNull();
    await expect(within(obsolete).queryByRole('button')).toBeNull();
  },
};

/** Filtered by status: 已作废 leaves the obsolete key; 全部 brings back all three. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '已作废' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['HZCA-5VWX-1MJD-77HC']),
    );
    await userEvent.click(canvas.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3), { timeout: 5000 });
  },
};

/** Assigning the unused key to 张敏: a member is required, then the key records its holder. */
export const Assign: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const { store } = fixtureApiOf(context);
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '分配激活码HZCA-3LNB-8TRE-02QZ' }));
    const dialog = await screen.findByRole('dialog', { name: '分配激活码' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '分配' }));
    // The placeholder and the error say the same: the error is the second one.
    await waitFor(() => expect(within(dialog).getAllByText('请选择成员')).toHaveLength(2), { timeout: 5000 });
    await pickOption(dialog, /成员/, '张敏');
    await userEvent.click(within(dialog).getByRole('button', { name: '分配' }));
    await toastShown('激活码已分配');
    const key = store.state.caRecords.find((r) => r.id === 'cdk-002');
    await expect(JSON.parse(key?.descInfo ?? '{}')).toMatchObject({ userId: 'u-004', realName: '张敏' });
    await expect(key?.status).toBe(KeyStatus.Unused);
    await waitFor(() => expect(within(rowOf(table, 'HZCA-3LNB-8TRE-02QZ')).getByText('张敏')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await closeToasts();
  },
};

/** The server refuses the assignment: its message, the dialog stays open. */
export const AssignRefused: Story = {
  // Pictured at 992 px too (issue 22: every main dialog at the spec's narrow width).
  tags: ['vrt-992'],
  parameters: {
    fixtureApi: {
      resolvers: { ca: { assignKey: () => refuse(FixtureCode.Warning, '激活码已使用或已作废，不能分配') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement, args }) => {
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '分配激活码HZCA-3LNB-8TRE-02QZ' }));
    const dialog = await screen.findByRole('dialog', { name: '分配激活码' });
    await pickOption(dialog, /成员/, '李婷');
    await userEvent.click(within(dialog).getByRole('button', { name: '分配' }));
    await toastShown('激活码已使用或已作废，不能分配');
    await expect(screen.getByRole('dialog', { name: '分配激活码' })).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
    await closeToasts();
  },
};

/** No keys: 暂无激活码. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.caRecords = [];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无激活码', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The keys cannot be loaded: an error and a retry. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { ca: { keys: () => refuse(FixtureCode.Error, '激活码服务不可用') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('激活码加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await toastShown('激活码服务不可用');
    await closeToasts();
  },
};
