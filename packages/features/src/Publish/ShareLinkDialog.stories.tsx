import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { ShareLinkDialog } from './ShareLinkDialog';

/* a-007 is a passed publish approval launched by the fixture's session (陈建国), who may share it. */

const meta = {
  title: 'Features/ShareLinkDialog',
  component: ShareLinkDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { actId: 'a-007', isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof ShareLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: '分享' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** 'YYYY-MM-DD' of a day `days` from now, local time. */
function dayFromNow(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The dialog as it opens, pictured at 992 px: the four validities with 7天 chosen, no link yet. (A generated link
 * is not pictured: it holds the page's address and a date a week from today.)
 */
export const BeforeGenerating: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('radio', { name: '7天' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: '生成链接' })).toBeEnabled();
    await expect(within(dialog).queryByRole('textbox', { name: '分享链接' })).not.toBeInTheDocument();
  },
};

/** 7 days by default; 生成链接 shows the link read-only and 有效期至 a week from now; the store keeps the link. */
export const DefaultSevenDays: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await openDialog();
    const validity = within(dialog).getByRole('radiogroup', { name: '有效期' });
    for (const label of ['1天', '3天', '5天', '7天']) {
      await expect(within(validity).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await expect(within(validity).getByRole('radio', { name: '7天' })).toBeChecked();
    await expect(within(dialog).queryByRole('textbox', { name: '分享链接' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    const link = await within(dialog).findByRole('textbox', { name: '分享链接' });
    await expect(link).toHaveAttribute('readonly');
    const url = (link as HTMLInputElement).value;
    await expect(url).toMatch(/\/publish-info\/share-new-\d+$/);
    await expect(within(dialog).getByText(new RegExp(`^有效期至 ${dayFromNow(7)} `))).toBeVisible();
    const key = url.slice(url.lastIndexOf('/') + 1);
    await expect(store.state.shareLinks.get(key)?.actId).toBe('a-007');
    await expect(within(dialog).getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

/** Choosing 1天 drops a link made for 7 days; the new one is valid until tomorrow. */
export const OneDay: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    await within(dialog).findByRole('textbox', { name: '分享链接' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '1天' }));
    await expect(within(dialog).queryByRole('textbox', { name: '分享链接' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    await within(dialog).findByRole('textbox', { name: '分享链接' });
    await expect(within(dialog).getByText(new RegExp(`^有效期至 ${dayFromNow(1)} `))).toBeVisible();
  },
};

/** 复制链接 puts the link on the clipboard and says 已复制. */
export const Copy: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '3天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    const link = (await within(dialog).findByRole('textbox', { name: '分享链接' })) as HTMLInputElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link.value));
    const toast = await screen.findByText('已复制');
    await waitFor(() => expect(toast).toBeVisible());
    await closeToasts();
  },
};

/** The server refuses (not the launcher, not passed): its message; no link is shown and the choice stays. */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { approval: { createDownUrl: () => refuse(FixtureCode.Warning, '审批通过后才能分享或发布') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    const toast = await screen.findByText('审批通过后才能分享或发布');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(dialog).queryByRole('textbox', { name: '分享链接' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('radio', { name: '5天' })).toBeChecked();
    await closeToasts();
  },
};
