import { AuditAction, AuditMessage, auditActionLabel } from '@atelier/api';
import { type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, pickOption, typeDate } from '../testing';
import { EnterpriseLogTable } from './EnterpriseLogTable';

const ENTERPRISE = 'ent-001';

/** 25 lines of 华筑 over November 2026: logins, a profile edit by 李婷, a project and an approval by 陈建国. */
function history(store: FixtureStore) {
  const line = (day: number, actorId: string, action: AuditAction, target = '', details = {}) =>
    store.auditLines.push({
      id: `audit-${store.auditLines.length + 1}`,
      enterpriseId: ENTERPRISE,
      actorId,
      actorName: store.user(actorId).realname,
      action,
      target,
      details,
      at: new Date(`2026-11-${String(day).padStart(2, '0')}T09:00:00+08:00`),
    });
  for (let day = 1; day <= 21; day += 1) line(day, day % 2 ? 'u-001' : 'u-002', AuditAction.Login);
  line(22, 'u-002', AuditAction.ProfileUpdate, '', { realname: { from: '李婷', to: '李婷婷' } });
  line(23, 'u-001', AuditAction.ProjectCreate, '滨江文化中心');
  line(24, 'u-001', AuditAction.ApprovalLaunch, '结施出图审批');
  line(25, 'u-001', AuditAction.EnterpriseUpdate, '华筑建筑设计研究院有限公司');
}

const meta = {
  title: 'Features/EnterpriseLog/EnterpriseLogTable',
  component: EnterpriseLogTable,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: history } },
} satisfies Meta<typeof EnterpriseLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('grid', { name: '企业日志' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
  return table;
}
/** The 操作类型 cell of each line. */
const actionCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td, th')[2]?.textContent);

/** Newest first, 20 a page: who, what, on what, the details. */
export const Lines: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21), { timeout: 5000 });
    await expect(actionCells(table)[0]).toBe(auditActionLabel[AuditAction.EnterpriseUpdate]);
    await expect(within(table).getByText('realname: 李婷 → 李婷婷')).toBeVisible();
    await expect(within(canvasElement).getByText(/共\s*25\s*条/)).toBeVisible();
  },
};

/** By action: only the logins. */
export const ByAction: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await pickOption(canvasElement, /操作类型/, '创建项目');
    const table = await loadedTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('滨江文化中心')).toBeVisible();
  },
};

/** By person: only 李婷's lines. */
export const ByPerson: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await pickOption(canvasElement, /操作人/, '李婷');
    const table = await loadedTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .every((c) => c.textContent === '李婷'),
    ).toBe(true);
  },
};

/** A day range; an end before the start is refused before asking and the last list stays. */
export const ByDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement);
    await typeDate(canvasElement, '开始日期', '2026-11-23');
    const table = await loadedTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await typeDate(canvasElement, '结束日期', '2026-11-01');
    await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { fixtureApi: { setup: () => {} } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无日志', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A member is refused: the server's message in a toast, the list's load failure with 重试. */
export const NotAdministrator: Story = {
  parameters: {
    fixtureApi: { setup: history, resolvers: { log: { list: () => refuse(40009, AuditMessage.OnlyAdmin) } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('企业日志加载失败', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.getByText(AuditMessage.OnlyAdmin)).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};
