import { Flag } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi } from '../testing';
import { LockedEnterprise } from './LockedEnterprise';

/** 李婷's enterprises: 华筑 (current, expired in these stories), 同创, and a third firm that has expired too. */
const ENTERPRISES = [
  { enterpriseId: 'ent-002', enterpriseName: '同创结构工程咨询有限公司', isCurEnterprise: Flag.No, expired: false },
  { enterpriseId: 'ent-003', enterpriseName: '钱塘旧筑设计工作室', isCurEnterprise: Flag.No, expired: true },
];

const meta = {
  title: 'Features/Enterprise/LockedEnterprise',
  component: LockedEnterprise,
  tags: ['autodocs'],
  // The features' locale comes with the fixture decorators; the screen itself fetches nothing.
  ...fixtureApi,
  args: { state: 'expired', enterprises: ENTERPRISES, onSwitch: fn(), onCreate: fn(), onJoin: fn() },
  decorators: [
    (Story) => <div style={{ display: 'flex', minHeight: 480, background: '#f5f5f5' }}>{Story()}</div>,
    ...fixtureApi.decorators,
  ],
} satisfies Meta<typeof LockedEnterprise>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What an expired enterprise's member meets (001 section 2.4; after 8.2's toast 当前企业已过期，请切换至其他企业):
 * the screen says the enterprise expired and to ask customer service for the renewal or switch; create, join and the
 * switch to an enterprise that has not expired.
 */
export const Expired: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screenOf = canvas.getByRole('region', { name: '当前企业已过期' });
    await expect(within(screenOf).getByRole('heading', { level: 1, name: '当前企业已过期' })).toBeVisible();
    await expect(within(screenOf).getByText('请联系客服续费，或切换至其他企业。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '创建企业' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '申请加入企业' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /切换企业/ })).toHaveTextContent('选择要切换的企业');
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** The switch offers only the enterprises that have not expired, and switches to the one chosen. */
export const ExpiredSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /切换企业/ }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['同创结构工程咨询有限公司']);
    await userEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(args.onSwitch).toHaveBeenCalledWith('ent-002'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Expired, with no other enterprise to go to: create or join only. */
export const ExpiredNowhereElse: Story = {
  args: { enterprises: [ENTERPRISES[1] as (typeof ENTERPRISES)[number]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '当前企业已过期' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /切换企业/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '创建企业' })).toBeEnabled();
  },
};

/** No enterprise joined yet (a new account): create or join. */
export const NoEnterprise: Story = {
  args: { state: 'none', enterprises: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '您还没有加入企业' })).toBeVisible();
    await expect(canvas.getByText('创建企业或申请加入企业后，即可使用项目、审批与档案等功能。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /切换企业/ })).not.toBeInTheDocument();
  },
};

/** In English. */
export const ExpiredEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The current enterprise has expired' })).toBeVisible();
    await expect(
      canvas.getByText('Please contact customer service to renew it, or switch to another enterprise.'),
    ).toBeVisible();
  },
};
