import { CertificateStatus, type Stamp } from '@atelier/api';
import { createSeed } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf } from '../testing';
import { CaCertificateCell } from './CaCertificateCell';

const seedStamp = (stampId: string): Stamp => {
  const found = createSeed().stamps.find((s) => s.stampId === stampId);
  if (!found) throw new Error(`no seeded stamp ${stampId}`);
  return found;
};

const meta = {
  title: 'Features/Ca/CaCertificateCell',
  component: CaCertificateCell,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { stamp: seedStamp('st-303'), onChanged: fn() },
} satisfies Meta<typeof CaCertificateCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's certificate: 未申请 and CA证书, which opens the dialog; applying from there reaches the server. */
export const OpensTheDialog: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await expect(canvas.getByText('未申请')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '管理注册公用设备工程师 张敏的CA证书' }));
    const dialog = await screen.findByRole('dialog', { name: 'CA证书' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await within(dialog).findByRole('radiogroup', { name: '认证机构' });
    await userEvent.click(within(dialog).getByRole('button', { name: '申请CA证书' }));
    const toast = await screen.findByText('CA申请已提交，请等待企业管理员审核', {}, { timeout: 5000 });
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CA证书' })).toBeNull(), { timeout: 5000 });
    await expect(fixtureApiOf(context).store.stamp('st-303').certificateStatus).toBe(CertificateStatus.UnderReview);
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await closeToasts();
  },
};

/** An expired certificate reads 已过期 in the row. */
export const Expired: Story = {
  args: { stamp: seedStamp('st-302') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '管理一级注册结构工程师 王海涛的CA证书' })).toBeVisible();
  },
};
