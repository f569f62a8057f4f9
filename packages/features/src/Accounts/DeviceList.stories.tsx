import { AccountSettingsMessage } from '@atelier/api';
import { type FixtureStore, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf } from '../testing';
import { DeviceList } from './DeviceList';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** 陈建国 also signed in on a Mac; fixed times, so that the picture does not change from run to run. */
const onAMac = (store: FixtureStore) => {
  const user = store.user(fixtureSession.userId);
  store.openSession(user, SAFARI);
  store.loginDevices(user, fixtureSession.token);
  for (const [token, device] of store.devices) {
    const mac = token !== fixtureSession.token;
    device.loginTime = mac ? '2026-11-20 08:30:00' : '2026-11-26 09:00:00';
    device.lastActiveTime = mac ? '2026-11-25 18:12:40' : '2026-11-26 10:00:00';
    device.ip = mac ? '192.168.1.23' : '10.0.0.8';
  }
};

const meta = {
  title: 'Features/Accounts/DeviceList',
  component: DeviceList,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: onAMac } },
} satisfies Meta<typeof DeviceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: '登录设备' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 5000 });
  return table;
};

/** This device marked 本机 (no sign-out), the Mac with its browser and a sign-out button. */
export const Devices: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(within(table).getByText('本机')).toBeVisible();
    await expect(within(table).getByText('Safari 17')).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /退出登录/ })).toHaveLength(1);
  },
};

/** Signing out the Mac after confirming: its session ends at once and it leaves the list. */
export const SignOut: Story = {
  play: async (context) => {
    const table = await tableOf(context.canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '退出登录 macOS · Safari 17' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定退出“macOS · Safari 17”上的登录吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByText(AccountSettingsMessage.DeviceSignedOut)).toBeVisible());
    await waitFor(() => expect(within(table).queryByText('Safari 17')).not.toBeInTheDocument());
    const { store } = fixtureApiOf(context);
    await expect(Object.values(store.state.sessions).filter((u) => u === fixtureSession.userId)).toHaveLength(1);
    await closeToasts();
  },
};

/** Cancelled: nothing changes. */
export const SignOutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '退出登录 macOS · Safari 17' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await expect(within(table).getByText('Safari 17')).toBeVisible();
  },
};
