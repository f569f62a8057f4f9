import { ApplicationType, CaApprovalStatus, CertificateStatus, KeyStatus, type Stamp } from '@atelier/api';
import { createSeed, FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { CaApplicationDialog } from './CaApplicationDialog';

/*
 * The fixture session is 陈建国 (u-001, enterprise administrator). Seeded stamps: st-303 注册公用设备工程师 张敏 (no
 * certificate), st-301 一级注册建筑师 陈建国 (CFCA, in use until 2028-03-31), st-302 一级注册结构工程师 王海涛 (CFCA,
 * expired 2024-06-30, its renewal refused once). Organisations: 华筑企业CA（内置） first, then CFCA and BJCA.
 */

const seeded = createSeed().stamps;
const seedStamp = (stampId: string): Stamp => {
  const found = seeded.find((s) => s.stampId === stampId);
  if (!found) throw new Error(`no seeded stamp ${stampId}`);
  return found;
};

const chen = { userId: 'u-001', realname: '陈建国' };

/** An application of 张敏's registration stamp, pending. */
function pendingCreate(store: FixtureStore) {
  store.applyCa(
    { userId: 'u-004', realname: '张敏' },
    { stampId: 'st-303', type: ApplicationType.Create, caOrgId: 'ca-org-1' },
  );
}

const meta = {
  title: 'Features/Ca/CaApplicationDialog',
  component: CaApplicationDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { stamp: seedStamp('st-303'), isOpen: true, onOpenChange: fn(), onChanged: fn() },
  // The stamp as the story's store has it (after the story's setup).
  render: (args, context) => (
    <CaApplicationDialog {...args} stamp={fixtureApiOf(context).store.stamp(args.stamp.stampId)} />
  ),
} satisfies Meta<typeof CaApplicationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
/** What the helpers read of a story's context: its fixture API. */
type Context = Parameters<typeof fixtureApiOf>[0];

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'CA证书' }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** Presses a change button once it is enabled (it waits for the stamp's CA log). */
async function pressWhenReady(dialog: HTMLElement, name: string) {
  const button = within(dialog).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(button);
}

const statusOf = (context: Context, stampId: string) => fixtureApiOf(context).store.stamp(stampId).certificateStatus;

const applicationsOf = (context: Context, stampId: string) =>
  fixtureApiOf(context).store.state.caApplications.filter((a) => a.stampId === stampId);

// ---------------------------------------------------------------------------------------------------------------
// Applying
// ---------------------------------------------------------------------------------------------------------------

/**
 * Not applied: the organisations to choose from, the enterprise CA (built in) chosen at first. Applying sends it,
 * says the administrator reviews it, and the stamp is under review.
 */
export const Apply: Story = {
  tags: ['vrt-992'],
  play: async (context) => {
    const { args } = context;
    const dialog = await openDialog();
    await expect(within(dialog).getByText('注册公用设备工程师 张敏')).toBeVisible();
    await expect(within(dialog).getByText('未申请')).toBeVisible();
    await expect(within(dialog).getByText('该印章尚未申请CA证书。')).toBeVisible();
    const organisations = await within(dialog).findByRole('radiogroup', { name: '认证机构' });
    const radios = within(organisations).getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '华筑企业CA（内置）',
      'CFCA 中国金融认证中心',
      '北京数字认证股份有限公司',
    ]);
    await expect(within(organisations).getByRole('radio', { name: '华筑企业CA（内置）' })).toBeChecked();
    await expect(within(dialog).queryByRole('button', { name: '撤回申请' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '申请CA证书' }));
    await toastShown('CA申请已提交，请等待企业管理员审核');
    await expect(statusOf(context, 'st-303')).toBe(CertificateStatus.UnderReview);
    await expect(applicationsOf(context, 'st-303')).toEqual([
      expect.objectContaining({
        type: ApplicationType.Create,
        caOrgId: 'ca-org-enterprise',
        status: CaApprovalStatus.Pending,
      }),
    ]);
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await closeToasts();
  },
};

/** Another organisation and an activation key given to the applicant: the key is used by the application. */
export const ApplyWithKey: Story = {
  play: async (context) => {
    const dialog = await openDialog();
    const organisations = await within(dialog).findByRole('radiogroup', { name: '认证机构' });
    await userEvent.click(within(organisations).getByRole('radio', { name: 'CFCA 中国金融认证中心' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '激活码' }), 'HZCA-3LNB-8TRE-02QZ');
    await userEvent.click(within(dialog).getByRole('button', { name: '申请CA证书' }));
    await toastShown('CA申请已提交，请等待企业管理员审核');
    const { store } = fixtureApiOf(context);
    await expect(applicationsOf(context, 'st-303')[0]?.caOrgId).toBe('ca-org-1');
    await expect(store.state.caRecords.find((r) => r.id === 'cdk-002')?.status).toBe(KeyStatus.Used);
    await closeToasts();
  },
};

/** The server refuses the application: its message as a toast, the dialog stays, nothing changed. */
export const ApplyRefused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { ca: { apply: () => refuse(FixtureCode.Warning, '激活码已使用或已作废') } },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { args } = context;
    const dialog = await openDialog();
    await within(dialog).findByRole('radiogroup', { name: '认证机构' });
    await userEvent.click(within(dialog).getByRole('button', { name: '申请CA证书' }));
    await toastShown('激活码已使用或已作废');
    await expect(screen.getByRole('dialog', { name: 'CA证书' })).toBeVisible();
    await expect(statusOf(context, 'st-303')).toBe(CertificateStatus.NotApplied);
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await closeToasts();
  },
};

/** The organisations cannot be loaded: an error with a retry, and nothing to apply with. */
export const OrganisationsFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { ca: { organisations: () => refuse(FixtureCode.Error, '认证机构服务不可用') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByText('认证机构加载失败')).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '申请CA证书' })).toBeDisabled();
    await toastShown('认证机构服务不可用');
    await closeToasts();
  },
};

/** Rejected: the reviewer's reason from the CA log, and a new application can be made. */
export const RejectedWithReason: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      setup: (store) => {
        pendingCreate(store);
        const last = store.state.caApplications.at(-1);
        if (last) store.reviewCa(last.id, false, '注册证书扫描件不清晰');
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('审核驳回')).toBeVisible();
    await expect(within(dialog).getByText('CA申请已被驳回，可修改后重新申请。')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('驳回原因：注册证书扫描件不清晰')).toBeVisible(), {
      timeout: 5000,
    });
    // Enabled once the organisations have loaded (it is disabled until one is chosen).
    const apply = await within(dialog).findByRole('button', { name: '申请CA证书' });
    await waitFor(() => expect(apply).toBeEnabled(), { timeout: 5000 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Under review
// ---------------------------------------------------------------------------------------------------------------

/** Under review: only withdrawing; the stamp goes back to not applied. */
export const Withdraw: Story = {
  parameters: { fixtureApi: { setup: pendingCreate } satisfies FixtureApiParameters },
  play: async (context) => {
    const { args } = context;
    const dialog = await openDialog();
    await expect(within(dialog).getByText('审核中')).toBeVisible();
    await expect(within(dialog).getByText('CA申请审核中，审核通过后证书生效。')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '申请CA证书' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: '续期' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回申请' }));
    await toastShown('CA申请已撤回');
    await expect(statusOf(context, 'st-303')).toBe(CertificateStatus.NotApplied);
    await expect(applicationsOf(context, 'st-303')[0]?.status).toBe(CaApprovalStatus.Withdrawn);
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await closeToasts();
  },
};

/** The server refuses the withdrawal (already decided): its message, the dialog stays. */
export const WithdrawRefused: Story = {
  parameters: {
    fixtureApi: {
      setup: pendingCreate,
      resolvers: { ca: { withdrawApply: () => refuse(FixtureCode.Warning, '该申请已处理，请刷新后查看') } },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回申请' }));
    await toastShown('该申请已处理，请刷新后查看');
    await expect(screen.getByRole('dialog', { name: 'CA证书' })).toBeVisible();
    await expect(statusOf(context, 'st-303')).toBe(CertificateStatus.UnderReview);
    await expect(context.args.onChanged).not.toHaveBeenCalled();
    await closeToasts();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Issued
// ---------------------------------------------------------------------------------------------------------------

/** In use: organisation, serial and deadline; change, renew and revoke. Renewing sends a renewal. */
export const InUseRenew: Story = {
  args: { stamp: seedStamp('st-301') },
  play: async (context) => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('使用中')).toBeVisible();
    await expect(within(dialog).getByText('CFCA-2024-3001')).toBeVisible();
    await expect(within(dialog).getByText('2028-03-31')).toBeVisible();
    await expect(within(dialog).getByText('CFCA 中国金融认证中心')).toBeVisible();
    for (const name of ['变更', '续期', '注销']) {
      await expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(dialog).queryByRole('button', { name: '申请CA证书' })).toBeNull();
    await pressWhenReady(dialog, '续期');
    await toastShown('续期申请已提交，请等待企业管理员审核');
    // The certificate stays in use while its renewal is reviewed.
    await expect(statusOf(context, 'st-301')).toBe(CertificateStatus.InUse);
    await expect(applicationsOf(context, 'st-301').at(-1)).toEqual(
      expect.objectContaining({ type: ApplicationType.Renew, status: CaApprovalStatus.Pending, applicant: chen }),
    );
    await closeToasts();
  },
};

/** Revoking asks first: cancelling sends nothing, confirming sends the revocation. */
export const RevokeConfirmed: Story = {
  args: { stamp: seedStamp('st-301') },
  play: async (context) => {
    const dialog = await openDialog();
    await pressWhenReady(dialog, '注销');
    let ask = await screen.findByRole('alertdialog', { name: '注销CA证书' });
    await expect(ask).toHaveTextContent('注销后「一级注册建筑师 陈建国」将不能再用于CA签章，确定提交注销申请吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(statusOf(context, 'st-301')).toBe(CertificateStatus.InUse);

    await pressWhenReady(dialog, '注销');
    ask = await screen.findByRole('alertdialog', { name: '注销CA证书' });
    await userEvent.click(within(ask).getByRole('button', { name: '注销' }));
    await toastShown('注销申请已提交，请等待企业管理员审核');
    await expect(applicationsOf(context, 'st-301').at(-1)?.type).toBe(ApplicationType.Revoke);
    await expect(statusOf(context, 'st-301')).toBe(CertificateStatus.InUse);
    await closeToasts();
  },
};

/** The server refuses a change: its message, the stamp stays in use. */
export const ChangeRefused: Story = {
  args: { stamp: seedStamp('st-301') },
  parameters: {
    fixtureApi: {
      resolvers: {
        ca: { applyChange: () => refuse(FixtureCode.Warning, '该印章已有待审核的CA申请，请等待审核或先撤回') },
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const dialog = await openDialog();
    await pressWhenReady(dialog, '变更');
    await toastShown('该印章已有待审核的CA申请，请等待审核或先撤回');
    await expect(screen.getByRole('dialog', { name: 'CA证书' })).toBeVisible();
    await expect(statusOf(context, 'st-301')).toBe(CertificateStatus.InUse);
    await closeToasts();
  },
};

/**
 * A renewal under review: the certificate is still in use, the dialog says the renewal waits and offers only to
 * withdraw it; withdrawing leaves the certificate as it was.
 */
export const PendingRenewalWithdraw: Story = {
  args: { stamp: seedStamp('st-301') },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.applyCa(chen, { stampId: 'st-301', type: ApplicationType.Renew });
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('使用中')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('续期申请审核中，审核完成前证书照常使用。')).toBeVisible(), {
      timeout: 5000,
    });
    for (const name of ['变更', '续期', '注销']) {
      await expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回申请' }));
    await toastShown('CA申请已撤回');
    await expect(statusOf(context, 'st-301')).toBe(CertificateStatus.InUse);
    await expect(applicationsOf(context, 'st-301').at(-1)?.status).toBe(CaApprovalStatus.Withdrawn);
    await closeToasts();
  },
};

/** Expired: CA认证已过期, only renewal offered. */
export const ExpiredRenewOnly: Story = {
  tags: ['vrt'],
  args: { stamp: seedStamp('st-302') },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('已过期')).toBeVisible();
    await expect(within(dialog).getByText('CA认证已过期，请申请续期。')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '续期' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '变更' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: '注销' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: '申请CA证书' })).toBeNull();
  },
};

/** CA记录 opens the stamp's CA log over the dialog. */
export const OpensLog: Story = {
  args: { stamp: seedStamp('st-302') },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CA记录' }));
    const log = await screen.findByRole('dialog', { name: 'CA记录 · 一级注册结构工程师 王海涛' });
    await waitFor(() => expect(within(log).getByText('注册证书已过有效期，请更新注册证书后再申请')).toBeVisible(), {
      timeout: 5000,
    });
  },
};
