import { ENTERPRISE_EXPIRY_NOTICE_DAYS, EnterpriseMessage } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureApi } from '../testing';
import { EnterpriseExpiryNotice } from './EnterpriseExpiryNotice';

const meta = {
  title: 'Features/Enterprise/EnterpriseExpiryNotice',
  component: EnterpriseExpiryNotice,
  tags: ['autodocs'],
  // The features' locale (and the provider of the other stories) comes with the fixture decorators.
  ...fixtureApi,
  args: { expireDate: '2026-12-07', daysLeft: 10 },
  decorators: [(Story) => <div style={{ width: 800 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof EnterpriseExpiryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten days before: the date, the days left and whom to ask, as a warning every member sees. */
export const Nearing: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(EnterpriseMessage.expiresSoon('2026-12-07', 10));
    await expect(alert).toHaveTextContent('当前企业将于2026-12-07到期（剩余10天），请联系客服续费');
  },
};

/** Its last day: 请尽快. */
export const LastDay: Story = {
  args: { expireDate: '2026-11-27', daysLeft: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '当前企业将于2026-11-27到期，请尽快联系客服续费',
    );
  },
};

/** The banner's first day (ENTERPRISE_EXPIRY_NOTICE_DAYS left). */
export const FromThirtyDays: Story = {
  args: { expireDate: '2026-12-27', daysLeft: ENTERPRISE_EXPIRY_NOTICE_DAYS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(`剩余${ENTERPRISE_EXPIRY_NOTICE_DAYS}天`);
  },
};

/** Further away than the banner's days: nothing shows. */
export const FarAway: Story = {
  args: { expireDate: '2027-06-30', daysLeft: ENTERPRISE_EXPIRY_NOTICE_DAYS + 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** No expiry (the default): nothing shows. */
export const NoExpiry: Story = {
  args: { expireDate: null, daysLeft: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Passed (0 days left): nothing here, the locked screen says it. */
export const Passed: Story = {
  args: { expireDate: '2026-11-20', daysLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The current enterprise expires on 2026-12-07 (10 days left). Please contact customer service to renew it',
    );
  },
};
