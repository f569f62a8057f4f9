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

/**
 * A member: read only. The name, short name and size are plain values like the facts beside them, nothing that looks
 * editable; the size the seeded firm never gave reads 未填写 (not a select's 请选择).
 */
export const ReadOnly: Story = {
  tags: ['vrt'],
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('仅企业管理员可以修改企业信息', {}, { timeout: 5000 })).toBeVisible();
    // Each term (dt) and its value (dd), as read.
    const shown = (term: string) =>
      canvas.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    await expect(shown('企业名称')).toBe('华筑建筑设计研究院有限公司');
    await expect(shown('企业简称')).toBe('华筑建筑');
    await expect(shown('企业规模')).toBe('未填写');
    await expect(shown('所在地区')).toBe('浙江省-杭州市-西湖区');
    // Nothing to type in, pick or press: no field, no select, no button, no 请选择.
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByText('请选择')).not.toBeInTheDocument();
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
