import { DutyType, EnterpriseSetupMessage } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi } from '../testing';
import { DutyConfig } from './DutyConfig';

const ALL = [DutyType.EngineeringManagement, DutyType.DesignProject, DutyType.PostSetting];

const meta = {
  title: 'Features/EnterpriseSetup/DutyConfig',
  component: DutyConfig,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { type: DutyType.DesignProject, types: ALL, onTypeChange: fn() },
} satisfies Meta<typeof DutyConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The design projects' duties: the six that sign. */
export const DesignProjects: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '设计项目', selected: true })).toBeVisible();
    await expect(await canvas.findByText('校对', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('是').length).toBeGreaterThan(0);
  },
};

/** Another tab asks the page to change the route's type. */
export const SwitchType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: '岗位属性设置' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith(DutyType.PostSetting);
  },
};

/** An empty type says what to add; a signing duty is added to it. */
export const AddSigningDuty: Story = {
  args: { type: DutyType.EngineeringManagement },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('“工程管理项目”下暂无职责，请点击“新增职责”添加', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新增职责' }));
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await form.findByText(EnterpriseSetupMessage.DutyNameRequired)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /职责名称/ }), '施工员');
    await userEvent.click(form.getByRole('checkbox', { name: /签字职责/ }));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('职责已新增')).toBeVisible(), { timeout: 5000 });
    await expect(await canvas.findByText('施工员', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('是')).toBeVisible();
    await closeToasts();
  },
};

/** A taken name in the type and a duty people hold: both refused with the reason. */
export const Refusals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑 设计' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('dialog'));
    const field = form.getByRole('textbox', { name: /职责名称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '审核');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText(EnterpriseSetupMessage.DutyNameTaken)).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(form.getByRole('button', { name: '取消' }));
    await closeToasts();
    await userEvent.click(canvas.getByRole('button', { name: '删除 设计' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除职责' })).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(screen.getByText(EnterpriseSetupMessage.DutyInUse)).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};

/** Nobody may configure any type. */
export const NoTypes: Story = {
  tags: ['vrt'],
  args: { types: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('您没有可配置的职责类型')).toBeVisible();
  },
};
