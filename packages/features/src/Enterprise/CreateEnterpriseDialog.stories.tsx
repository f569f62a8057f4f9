import { EnterpriseMessage } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, pickOption } from '../testing';
import { CreateEnterpriseDialog } from './CreateEnterpriseDialog';

const meta = {
  title: 'Features/Enterprise/CreateEnterpriseDialog',
  component: CreateEnterpriseDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { isOpen: true, onOpenChange: fn(), onCreated: fn() },
} satisfies Meta<typeof CreateEnterpriseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: '申请创建企业' }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** Picks 浙江省 / 杭州市 / 西湖区, each list loaded from the server after the level above. */
async function pickXihu(dialog: HTMLElement) {
  await pickOption(dialog, /省份/, '浙江省');
  await pickOption(dialog, /城市/, '杭州市');
  await pickOption(dialog, /区县/, '西湖区');
}

/** The empty form: every 5.1 message under its field, nothing sent. */
export const Required: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    for (const message of [
      EnterpriseMessage.ProvinceRequired,
      EnterpriseMessage.CityRequired,
      EnterpriseMessage.DistrictRequired,
      EnterpriseMessage.NameRequired,
      EnterpriseMessage.ScaleRequired,
    ]) {
      await expect(await within(dialog).findByText(message)).toBeVisible();
    }
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Choosing a province reloads the cities and clears city and district; a city reloads the districts (5.1). */
export const Cascade: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: /城市/ })).toBeDisabled();
    await pickXihu(dialog);
    await expect(within(dialog).getByRole('button', { name: /区县/ })).toHaveTextContent('西湖区');
    await pickOption(dialog, /省份/, '江苏省');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /城市/ })).not.toHaveTextContent('杭州市'));
    await expect(within(dialog).getByRole('button', { name: /区县/ })).not.toHaveTextContent('西湖区');
    await expect(within(dialog).getByRole('button', { name: /区县/ })).toBeDisabled();
    await pickOption(dialog, /城市/, '南京市');
    await pickOption(dialog, /区县/, '鼓楼区');
  },
};

/** 1 to 40 characters of name (5.1). */
export const NameTooLong: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /企业名称/ }), '建'.repeat(41));
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await expect(await within(dialog).findByText(EnterpriseMessage.NameTooLong)).toBeVisible();
  },
};

/** Created: a persistent notice with the server's message, the dialog closes (8.2). */
export const Created: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await pickXihu(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /企业名称/ }), '西湖景观设计事务所');
    await pickOption(dialog, /企业规模/, '20-50人');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.Created)).toBeVisible(), { timeout: 5000 });
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ message: EnterpriseMessage.Created })),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Persistent: still there after the usual 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await expect(screen.getByText(EnterpriseMessage.Created)).toBeVisible();
    await closeToasts();
  },
};

/** 30002: the name is taken in the district; a persistent warning, the dialog stays with what was typed. */
export const NameTakenInDistrict: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await pickXihu(dialog);
    const name = within(dialog).getByRole('textbox', { name: /企业名称/ });
    await userEvent.type(name, '华筑建筑设计研究院有限公司');
    await pickOption(dialog, /企业规模/, '200人以上');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    const message = EnterpriseMessage.nameTakenInDistrict('华筑建筑设计研究院有限公司');
    await waitFor(() => expect(screen.getByText(message)).toBeVisible(), { timeout: 5000 });
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('华筑建筑设计研究院有限公司');
    await expect(args.onCreated).not.toHaveBeenCalled();
    await closeToasts();
  },
};
