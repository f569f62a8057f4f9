import { EnterpriseMessage } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, pickOption } from '../testing';
import { EnterpriseInfoForm } from './EnterpriseInfoForm';

const meta = {
  title: 'Features/Enterprise/EnterpriseInfoForm',
  component: EnterpriseInfoForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { canEdit: true, now: new Date('2026-11-26T10:00:00') },
} satisfies Meta<typeof EnterpriseInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator: the facts, the fields to edit, saved with a toast. */
export const Administrator: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /企业名称/ }, { timeout: 5000 });
    await expect(name).toHaveValue('华筑建筑设计研究院有限公司');
    await expect(canvas.getByText('浙江省-杭州市-西湖区')).toBeVisible();
    await expect(canvas.getByText('陈建国')).toBeVisible();
    await expect(canvas.getByText('长期有效')).toBeVisible();
    const shortName = canvas.getByRole('textbox', { name: /企业简称/ });
    await userEvent.clear(shortName);
    await userEvent.type(shortName, '华筑');
    // The seeded firm never told its size: it is asked for.
    await pickOption(canvasElement, /企业规模/, '100-200人');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText(EnterpriseMessage.InfoSaved)).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};

/** A member: read only. */
export const ReadOnly: Story = {
  tags: ['vrt'],
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('仅企业管理员可以修改企业信息', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '上传头像' })).not.toBeInTheDocument();
  },
};

/** A name over 40 characters is refused under the field. */
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /企业名称/ }, { timeout: 5000 });
    await userEvent.type(name, '建'.repeat(30));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.getByText(EnterpriseMessage.NameTooLong)).toBeVisible());
  },
};
