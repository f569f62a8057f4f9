import { ProjectTemplateMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { ProjectTemplateList } from './ProjectTemplateList';

// Not tagged `vrt` yet: no storybook build finished on the loaded machine this session, so no picture was taken and
// looked at. Tag List and Empty (`vrt`) and EditFolders (`vrt-992`) when they are.
const meta = {
  title: 'Features/ProjectTemplates/ProjectTemplateList',
  component: ProjectTemplateList,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof ProjectTemplateList>;

export default meta;
type Story = StoryObj<typeof meta>;

const TEMPLATE = '建筑工程标准模板';
const editor = () => screen.findByRole('dialog', { name: `编辑目录：${TEMPLATE}` });

/** The firm's templates: name, folder count, the enable switch, the update time and the actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '项目模板' })).toBeVisible();
    const row = (await canvas.findByRole('rowheader', { name: TEMPLATE }, { timeout: 5000 })).closest('[role="row"]');
    await expect(row).not.toBeNull();
    await expect(within(row as HTMLElement).getByText('8')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: `启用${TEMPLATE}` })).toBeChecked();
    await expect(canvas.getByRole('button', { name: `编辑目录${TEMPLATE}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `删除${TEMPLATE}` })).toBeVisible();
  },
};

/** Adding one: the name rule, a taken name (the dialog keeps it), then the new template's empty folder editor. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新建模板' }));
    const form = within(await screen.findByRole('dialog', { name: '新建项目模板' }));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await form.findByText(ProjectTemplateMessage.NameRequired)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /模板名称/ }), TEMPLATE);
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText(ProjectTemplateMessage.NameTaken)).toBeVisible(), { timeout: 5000 });
    await expect(form.getByRole('textbox', { name: /模板名称/ })).toHaveValue(TEMPLATE);
    await closeToasts();
    await userEvent.clear(form.getByRole('textbox', { name: /模板名称/ }));
    await userEvent.type(form.getByRole('textbox', { name: /模板名称/ }), '市政工程模板');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    const folders = within(await screen.findByRole('dialog', { name: '编辑目录：市政工程模板' }, { timeout: 5000 }));
    await expect(await folders.findByText('暂无文件夹，请新建文件夹')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: '市政工程模板' })).toBeVisible();
    await closeToasts();
  },
};

/**
 * Editing the folders: a sub-folder added under 建筑 (a sibling's name refused under the field), 暖通 given 下载
 * for ordinary members, saved; opened again, the tree holds both.
 */
export const EditFolders: Story = {
  tags: ['vrt-992'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `编辑目录${TEMPLATE}` }, { timeout: 5000 }));
    const tree = within(await editor());
    await expect(await tree.findByRole('rowheader', { name: '设计联系单' }, { timeout: 5000 })).toBeVisible();
    await expect(tree.getByRole('button', { name: /往来文件的普通成员权限/ })).toHaveTextContent('只读');

    await userEvent.click(tree.getByRole('button', { name: '新建子文件夹往来文件' }));
    const naming = within(await screen.findByRole('dialog', { name: '在“往来文件”下新建文件夹' }));
    await userEvent.type(naming.getByRole('textbox', { name: /文件夹名称/ }), '甲方来函');
    await userEvent.click(naming.getByRole('button', { name: '确定' }));
    await expect(await naming.findByText(ProjectTemplateMessage.FolderNameTaken)).toBeVisible();
    await userEvent.clear(naming.getByRole('textbox', { name: /文件夹名称/ }));
    await userEvent.type(naming.getByRole('textbox', { name: /文件夹名称/ }), '会议纪要');
    await userEvent.click(naming.getByRole('button', { name: '确定' }));
    await expect(await tree.findByRole('rowheader', { name: '会议纪要' })).toBeVisible();

    await userEvent.click(tree.getByRole('button', { name: /暖通的普通成员权限/ }));
    await userEvent.click(await screen.findByRole('option', { name: '下载' }));
    await expect(tree.getByRole('button', { name: /暖通的普通成员权限/ })).toHaveTextContent('下载');

    await userEvent.click(tree.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('目录已保存')).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `编辑目录：${TEMPLATE}` })).toBeNull());
    const row = (await canvas.findByRole('rowheader', { name: TEMPLATE })).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('9')).toBeVisible(), { timeout: 5000 });
    await closeToasts();

    await userEvent.click(canvas.getByRole('button', { name: `编辑目录${TEMPLATE}` }));
    const again = within(await editor());
    await expect(await again.findByRole('rowheader', { name: '会议纪要' }, { timeout: 5000 })).toBeVisible();
    await expect(again.getByRole('button', { name: /暖通的普通成员权限/ })).toHaveTextContent('下载');
  },
};

/** Closing with unsaved changes asks first: 继续编辑 keeps them, 放弃 closes without saving. */
export const DiscardChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `编辑目录${TEMPLATE}` }, { timeout: 5000 }));
    const tree = within(await editor());
    await userEvent.click(await tree.findByRole('button', { name: '删除电气' }, { timeout: 5000 }));
    await expect(tree.queryByRole('rowheader', { name: '电气' })).toBeNull();
    await userEvent.click(tree.getByRole('button', { name: '取消' }));
    const ask = within(await screen.findByRole('alertdialog', { name: '放弃修改' }));
    await userEvent.click(ask.getByRole('button', { name: '继续编辑' }));
    await expect(await editor()).toBeVisible();
    await expect(tree.queryByRole('rowheader', { name: '电气' })).toBeNull();
    await userEvent.click(tree.getByRole('button', { name: '取消' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '放弃修改' })).getByRole('button', { name: '放弃' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `编辑目录：${TEMPLATE}` })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: `编辑目录${TEMPLATE}` }));
    await expect(
      await within(await editor()).findByRole('rowheader', { name: '电气' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Disabling a template: the switch turns off and a toast says so. */
export const Disable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: `启用${TEMPLATE}` }, { timeout: 5000 });
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByText(`已停用“${TEMPLATE}”`)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByRole('switch', { name: `启用${TEMPLATE}` })).not.toBeChecked());
    await closeToasts();
  },
};

/** Deleting after the confirmation: the list is empty then. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `删除${TEMPLATE}` }, { timeout: 5000 }));
    const ask = within(await screen.findByRole('alertdialog', { name: '删除项目模板' }));
    await expect(ask.getByText(ProjectTemplateMessage.deleteQuestion(TEMPLATE))).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '删除' }));
    await expect(await canvas.findByText('暂无项目模板', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};

/** A firm without templates. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { project: { templateList: () => ({ list: [], total: 0 }) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无项目模板', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The list failed to load. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { project: { templateList: () => refuse(FixtureCode.Error, '服务器开小差了') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载失败', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};
