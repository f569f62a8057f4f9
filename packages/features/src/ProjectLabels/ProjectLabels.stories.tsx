import { api, LABEL_COLORS, LabelColor, LabelMessage } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { addFixtureLabels, FixtureCode, type FixtureStore, fixtureSession, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useApiClient } from '../provider';
import { closeToasts, fixtureApi, fixtureApiOf } from '../testing';
import { FavouriteButton } from './FavouriteButton';
import { LabelManagerDialog } from './LabelManagerDialog';
import { LabelTags } from './LabelTag';
import { ProjectLabelDialog } from './ProjectLabelDialog';

/**
 * Labels and favourites (issue 25): each person's own labels in six colours, the manager (add, rename, recolour,
 * delete), putting labels on a project (at most five), and the favourite star. The seeded session is 陈建国's.
 */
const meta = {
  title: 'Features/ProjectLabels',
  component: LabelManagerDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof LabelManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROJECT = { id: 'p-001', name: '滨江新城综合体' };
const owner = { userId: fixtureSession.userId, enterpriseId: fixtureSession.enterpriseId };
/** Three labels of 陈建国's: 重点 on 滨江新城综合体, 投标 and 延期 on none. */
const withLabels = (store: FixtureStore) =>
  addFixtureLabels(store, owner, [
    { name: '重点', color: LabelColor.Red, projectIds: [PROJECT.id] },
    { name: '投标', color: LabelColor.Blue },
    { name: '延期', color: LabelColor.Orange },
  ]);
const labelled = { fixtureApi: { setup: withLabels } };
/** Waits for an element to be drawn (dialogs and toasts fade in). */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible(), { timeout: 5000 });
/** Opens the manager's 新建标签 once the labels are loaded. */
async function openAdd() {
  const manager = within(await screen.findByRole('dialog', { name: '管理标签' }));
  const add = await manager.findByRole('button', { name: '新建标签' });
  await waitFor(() => expect(add).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(add);
  return { manager, form: within(await screen.findByRole('dialog', { name: '新建标签' })) };
}

/** The six colours, each a label's name on its own background (a project's labels in the panel). */
export const Colours: Story = {
  tags: ['vrt'],
  render: () => (
    <LabelTags
      aria-label="标签颜色"
      labels={LABEL_COLORS.map((color, i) => ({ id: `${i}`, name: `标签${i + 1}`, color }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: '标签颜色' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    // Six different colours, none the same as another.
    const colours = list.getAllByText(/标签\d/).map((el) => getComputedStyle(el).backgroundColor);
    await expect(new Set(colours).size).toBe(6);
  },
};

/** Nobody has labels at first: the manager says so and offers 新建标签. */
export const ManagerEmpty: Story = {
  tags: ['vrt'],
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '管理标签' }));
    await shown(await dialog.findByText('暂无标签'));
    await waitFor(() => expect(dialog.getByText('标签仅自己可见，最多99个')).toBeVisible());
    await expect(dialog.getByRole('button', { name: '新建标签' })).toBeEnabled();
  },
};

/** The person's labels by name (pinyin), each in its colour with the projects it is on. */
export const ManagerList: Story = {
  tags: ['vrt', 'vrt-992'],
  parameters: labelled,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '管理标签' }));
    const rows = within(await dialog.findByRole('list', { name: '管理标签' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual(['投标0个项目', '延期0个项目', '重点1个项目']);
    await waitFor(() => expect(dialog.getByRole('button', { name: '编辑重点' })).toBeVisible());
    await expect(dialog.getByRole('button', { name: '删除重点' })).toBeVisible();
  },
};

/**
 * Adding: the name is required, a taken name (any case) is refused under the field before anything is sent, then a
 * purple 审图 is created and listed.
 */
export const ManagerAdd: Story = {
  parameters: labelled,
  play: async () => {
    const { manager, form } = await openAdd();
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await shown(await form.findByText(LabelMessage.NameRequired));
    await userEvent.type(form.getByRole('textbox', { name: /标签名称/ }), '重点');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await shown(await form.findByText(LabelMessage.NameTaken));
    await userEvent.clear(form.getByRole('textbox', { name: /标签名称/ }));
    await userEvent.type(form.getByRole('textbox', { name: /标签名称/ }), '审图');
    await userEvent.click(form.getByRole('radio', { name: '紫色' }));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建标签' })).toBeNull());
    await shown(await screen.findByText('已新建标签'));
    const list = within(await manager.findByRole('list', { name: '管理标签' }));
    await shown(await list.findByText('审图'));
    await closeToasts();
  },
};

/** A refusal from the server (a name another tab took meanwhile) is shown and keeps the form and what was typed. */
export const ManagerAddRefused: Story = {
  parameters: {
    fixtureApi: { resolvers: { label: { add: () => refuse(FixtureCode.Warning, LabelMessage.NameTaken) } } },
  },
  play: async () => {
    const { form } = await openAdd();
    await userEvent.type(form.getByRole('textbox', { name: /标签名称/ }), '审图');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await shown(await screen.findByText(LabelMessage.NameTaken));
    await expect(form.getByRole('textbox', { name: /标签名称/ })).toHaveValue('审图');
    await closeToasts();
  },
};

/** Editing renames and recolours; deleting asks first, then the label leaves the list. */
export const ManagerEditAndDelete: Story = {
  parameters: labelled,
  play: async (context) => {
    const manager = within(await screen.findByRole('dialog', { name: '管理标签' }));
    await userEvent.click(await manager.findByRole('button', { name: '编辑投标' }));
    const form = within(await screen.findByRole('dialog', { name: '编辑标签' }));
    await expect(form.getByRole('textbox', { name: /标签名称/ })).toHaveValue('投标');
    await expect(form.getByRole('radio', { name: '蓝色' })).toBeChecked();
    await userEvent.clear(form.getByRole('textbox', { name: /标签名称/ }));
    await userEvent.type(form.getByRole('textbox', { name: /标签名称/ }), '投标中');
    await userEvent.click(form.getByRole('radio', { name: '绿色' }));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await shown(await manager.findByText('投标中'));
    const { client } = fixtureApiOf(context);
    const saved = await client.label.list({ keyword: '投标中' });
    await expect(saved.list.map((l) => l.color)).toEqual([LabelColor.Green]);
    await closeToasts();

    await userEvent.click(manager.getByRole('button', { name: '删除重点' }));
    const question = within(await screen.findByRole('alertdialog', { name: '删除标签' }));
    await shown(question.getByText(LabelMessage.deleteQuestion('重点')));
    await userEvent.click(question.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(manager.queryByText('重点')).toBeNull());
    const project = await client.project.detail({ projectId: PROJECT.id });
    await expect(project.labelList).toEqual([]);
    await closeToasts();
  },
};

/** Deleting asks first (the shared ConfirmDeleteDialog over the manager): its question, pictured at 992 px too. */
export const ManagerDeleteAsks: Story = {
  tags: ['vrt', 'vrt-992'],
  parameters: labelled,
  play: async () => {
    const manager = within(await screen.findByRole('dialog', { name: '管理标签' }));
    await userEvent.click(await manager.findByRole('button', { name: '删除重点' }));
    const question = within(await screen.findByRole('alertdialog', { name: '删除标签' }));
    await shown(question.getByText(LabelMessage.deleteQuestion('重点')));
    await expect(question.getByRole('button', { name: '删除' })).toBeEnabled();
    await expect(question.getByRole('button', { name: '取消' })).toBeEnabled();
  },
};

/** Putting labels on a project: its own ticked, another ticked, saved; the project then carries both. */
export const PutOnProject: Story = {
  tags: ['vrt'],
  parameters: labelled,
  render: () => <LabelsOfProject projectId={PROJECT.id} />,
  play: async (context) => {
    const dialog = within(await screen.findByRole('dialog', { name: `设置标签：${PROJECT.name}` }));
    const key = await dialog.findByRole('checkbox', { name: '重点' });
    await waitFor(() => expect(key).toBeChecked());
    await shown(dialog.getByText('每个项目最多5个标签'));
    await userEvent.click(dialog.getByRole('checkbox', { name: '延期' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await shown(await screen.findByText('标签已保存'));
    const { client } = fixtureApiOf(context);
    const project = await client.project.detail({ projectId: PROJECT.id });
    await expect(project.labelList?.map((l) => l.name)).toEqual(['延期', '重点']);
    await closeToasts();
  },
};

/** With five ticked the others wait (disabled); unticking one frees them. */
export const FiveAtMost: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) =>
        addFixtureLabels(
          store,
          owner,
          ['甲', '乙', '丙', '丁', '戊', '己'].map((name) => ({ name, color: LabelColor.Cyan })),
        ),
    },
  },
  render: () => <ProjectLabelDialog project={{ ...PROJECT, labelList: [] }} onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: `设置标签：${PROJECT.name}` }));
    for (const name of ['甲', '乙', '丙', '丁', '戊']) {
      await userEvent.click(await dialog.findByRole('checkbox', { name }));
    }
    await expect(dialog.getByRole('checkbox', { name: '己' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: '甲' }));
    await expect(dialog.getByRole('checkbox', { name: '己' })).toBeEnabled();
  },
};

/** Without labels the picker says so and leads to the manager. */
export const PickerEmpty: Story = {
  render: () => <ProjectLabelDialog project={{ ...PROJECT, labelList: [] }} onClose={fn()} onManage={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: `设置标签：${PROJECT.name}` }));
    await shown(await dialog.findByText('暂无标签，请先新建标签'));
    await shown(dialog.getByRole('button', { name: '管理标签' }));
  },
};

/** The picker for a project as the panel opens it: with the project's labels as the server answers them. */
function LabelsOfProject({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const project = useQuery(queryOptionsOf(client, api.project.detail, { projectId }));
  return <ProjectLabelDialog project={project.data ?? null} onClose={() => undefined} />;
}

/** The star of a project as the list shows it: pressed when starred; a press stars or unstars it on the server. */
function StarOfProject({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const project = useQuery(queryOptionsOf(client, api.project.detail, { projectId }));
  if (!project.data) return null;
  return (
    <FavouriteButton projectId={projectId} projectName={project.data.name} isFavourite={project.data.isFav === '1'} />
  );
}

/**
 * 收藏: 陈建国 created 城南小学改扩建, so it starts starred (a creator's own projects are, as seeded); a press
 * unstars it (已取消收藏), another stars it again (已收藏).
 */
export const Favourite: Story = {
  render: () => <StarOfProject projectId="p-002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const on = await canvas.findByRole('button', { name: '取消收藏城南小学改扩建' });
    await expect(on).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(on);
    await shown(await screen.findByText('已取消收藏'));
    const off = await canvas.findByRole('button', { name: '收藏城南小学改扩建' });
    await expect(off).toHaveAttribute('aria-pressed', 'false');
    await closeToasts();
    await userEvent.click(off);
    await shown(await screen.findByText('已收藏'));
    await shown(await canvas.findByRole('button', { name: '取消收藏城南小学改扩建' }));
    await closeToasts();
  },
};
