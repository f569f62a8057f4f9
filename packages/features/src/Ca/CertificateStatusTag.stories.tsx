import { CertificateStatus } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CertificateStatusTag } from './CertificateStatusTag';

/** Today in these stories: certificates are judged against it. */
const NOW = new Date('2025-06-01T12:00:00');

const meta = {
  title: 'Features/Ca/CertificateStatusTag',
  component: CertificateStatusTag,
  tags: ['autodocs', 'vrt'],
  args: { now: NOW, stamp: { certificateStatus: CertificateStatus.NotApplied, deadline: null, signCertSn: null } },
} satisfies Meta<typeof CertificateStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 未申请: no deadline. */
export const NotApplied: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('未申请')).toBeVisible();
    await expect(canvas.queryByText(/有效期至/)).toBeNull();
    await expect(canvasElement.querySelector('[data-tone="default"]')).not.toBeNull();
  },
};

/** 2 审核中: the application waits for the enterprise administrator. */
export const UnderReview: Story = {
  args: { stamp: { certificateStatus: CertificateStatus.UnderReview, deadline: null, signCertSn: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="processing"]')).not.toBeNull();
  },
};

/** 3 使用中 with its deadline. */
export const InUse: Story = {
  args: {
    stamp: { certificateStatus: CertificateStatus.InUse, deadline: '2027-12-31', signCertSn: 'CFCA-2024-0001' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('使用中')).toBeVisible();
    await expect(canvas.getByText('有效期至 2027-12-31')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="success"]')).not.toBeNull();
  },
};

/** 4 审核驳回. */
export const Rejected: Story = {
  args: { stamp: { certificateStatus: CertificateStatus.Rejected, deadline: null, signCertSn: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('审核驳回')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="error"]')).not.toBeNull();
  },
};

/** 5 已过期 as the server says, with the deadline that passed. */
export const Expired: Story = {
  args: {
    stamp: { certificateStatus: CertificateStatus.Expired, deadline: '2024-06-30', signCertSn: 'CFCA-2021-3002' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.getByText('有效期至 2024-06-30')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="warning"]')).not.toBeNull();
  },
};

/** The server still says 使用中, but the deadline has passed: 已过期. */
export const ExpiredByDeadline: Story = {
  args: {
    stamp: { certificateStatus: CertificateStatus.InUse, deadline: '2025-05-31', signCertSn: 'CFCA-2024-1001' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.queryByText('使用中')).toBeNull();
    await expect(canvasElement.querySelector('[data-status="5"]')).not.toBeNull();
  },
};

/** No status from the server: a certificate serial means in use; the deadline can be hidden. */
export const SerialOnlyWithoutDeadline: Story = {
  args: { showDeadline: false, stamp: { deadline: '2026-09-30', signCertSn: 'BJCA-2024-0218' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('使用中')).toBeVisible();
    await expect(canvas.queryByText(/有效期至/)).toBeNull();
  },
};
