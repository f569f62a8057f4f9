import { EnterpriseMessage, Flag } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { JoinEnterpriseDialog } from './JoinEnterpriseDialog';

/** A firm the signed-in user (陈建国) does not belong to. */
const landscape: FixtureApiParameters = {
  setup: (store) => {
    store.state.enterprises.push({
      enterpriseId: 'ent-003',
      enterpriseName: '远景景观设计有限公司',
      districtDetails: '浙江省-宁波市-鄞州区',
      isCloud: Flag.No,
      stampIsCloud: Flag.No,
      expiresAt: null,
    });
  },
};

const meta = {
  title: 'Features/Enterprise/JoinEnterpriseDialog',
  component: JoinEnterpriseDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: landscape },
  args: { isOpen: true, onOpenChange: fn(), onJoined: fn() },
} satisfies Meta<typeof JoinEnterpriseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: '申请加入企业' }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** Searches (500 ms after the last key) and picks the enterprise. */
async function choose(dialog: HTMLElement, keyword: string, name: string) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: /企业名称/ }), keyword);
  const option = await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 5000 });
  await userEvent.click(option);
}

/** No enterprise chosen: 5.2's message, nothing sent. */
export const Required: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '申请加入' }));
    await expect(await within(dialog).findByText(EnterpriseMessage.JoinEnterpriseRequired)).toBeVisible();
    await expect(args.onJoined).not.toHaveBeenCalled();
  },
};

/** Found by name with its district; sent with a comment: a persistent notice with the server's message (8.2). */
export const Joined: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await choose(dialog, '景观', '远景景观设计有限公司');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /申请说明/ }), '景观专业，申请加入');
    await userEvent.click(within(dialog).getByRole('button', { name: '申请加入' }));
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.JoinRequested)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(args.onJoined).toHaveBeenCalled());
    await closeToasts();
  },
};

/** 40003: already a member (or already asked): a persistent warning, the dialog stays (8.2). */
export const AlreadyMember: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await choose(dialog, '同创', '同创结构工程咨询有限公司');
    await userEvent.click(within(dialog).getByRole('button', { name: '申请加入' }));
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.AlreadyMember)).toBeVisible(), { timeout: 5000 });
    await expect(dialog).toBeVisible();
    await expect(args.onJoined).not.toHaveBeenCalled();
    await closeToasts();
  },
};
