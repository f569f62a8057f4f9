import { FrameTemplateMessage } from '@atelier/api';
import { FixtureCode, type FixtureStore, fixturePdf, fixtureSession, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { closeToasts, toastShown } from '../testing/toasts';
import { TemplateGroupSettings } from './TemplateGroupSettings';

const A1 = '华筑 A1 图框';
const A2 = '华筑 A2 图框';
const A3 = '华筑 A3 图框';

/** The firm's three templates (each made of a sample drawing), and the groups named. */
function seed(store: FixtureStore, groups: { name: string; templates: string[] }[] = []) {
  const enterpriseId = fixtureSession.enterpriseId;
  const ids = new Map<string, string>();
  for (const name of [A1, A2, A3]) {
    const bytes = fixturePdf([[name]]);
    const sample = store.addSample(enterpriseId, new File([bytes], `${name}.pdf`), bytes);
    ids.set(name, store.createFrameTemplate(enterpriseId, { recordId: sample.id, templateName: name, page: 1 }).id);
  }
  for (const group of groups) {
    store.saveTemplateGroup(enterpriseId, {
      name: group.name,
      templateIds: group.templates.map((name) => ids.get(name) ?? ''),
    });
  }
}

const TWO_GROUPS = [
  { name: '建筑专业', templates: [A1, A2] },
  { name: '结构专业', templates: [A3] },
];

const meta = {
  title: 'Features/TemplateGroupSettings',
  component: TemplateGroupSettings,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: (store: FixtureStore) => seed(store, TWO_GROUPS) } },
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 720 }}>
      <TemplateGroupSettings {...args} />
    </div>
  ),
} satisfies Meta<typeof TemplateGroupSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = () => screen.getByRole('region', { name: '模板组' });
/** A group's entry in the list, found by its name. */
const groupItem = async (name: string) => {
  const title = await within(section()).findByText(name, { selector: 'strong' }, { timeout: 10000 });
  return title.closest('li') as HTMLElement;
};

/** The groups listed, each with the templates it holds, and its edit and delete buttons named after it. */
export const Groups: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async () => {
    const building = await groupItem('建筑专业');
    await expect(await within(building).findByText(`${A1}、${A2}`)).toBeVisible();
    await expect(within(building).getByRole('button', { name: '编辑 建筑专业' })).toBeVisible();
    await expect(within(building).getByRole('button', { name: '删除 建筑专业' })).toBeVisible();
    const structure = await groupItem('结构专业');
    await expect(await within(structure).findByText(A3)).toBeVisible();
    await expect(within(section()).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(section()).getByRole('heading', { name: '模板组' })).toBeVisible();
  },
};

/** No groups yet: says so, and 新建模板组 is there. */
export const Empty: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: (store: FixtureStore) => seed(store) } },
  play: async () => {
    await expect(await screen.findByText('还没有模板组', {}, { timeout: 10000 })).toBeVisible();
    await expect(within(section()).queryAllByRole('listitem')).toHaveLength(0);
    await expect(screen.getByRole('button', { name: '新建模板组' })).toBeEnabled();
  },
};

/** The groups on their way: a spinner says so (the answer never comes). */
export const Loading: Story = {
  parameters: { fixtureApi: { resolvers: { ocrTemplate: { groups: () => new Promise<never>(() => {}) } } } },
  play: async () => {
    await expect(await screen.findByText('加载中…')).toBeVisible();
    await expect(screen.queryByText('还没有模板组')).toBeNull();
    await expect(within(section()).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The groups could not be loaded: says so, with 重试. */
export const LoadFailed: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: { resolvers: { ocrTemplate: { groups: () => refuse(FixtureCode.Error, '服务暂不可用') } } },
  },
  play: async () => {
    await expect(await screen.findByText('模板组加载失败', {}, { timeout: 10000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(screen.queryByText('还没有模板组')).toBeNull();
    await closeToasts();
  },
};

/** 新建模板组: a name and the templates chosen; saved, the group is listed with them. */
export const AddGroup: Story = {
  parameters: { fixtureApi: { setup: (store: FixtureStore) => seed(store) } },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await screen.findByText('还没有模板组', {}, { timeout: 10000 });
    await userEvent.click(screen.getByRole('button', { name: '新建模板组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建模板组' });
    await expect(within(dialog).getByRole('textbox', { name: '模板组名称' })).toHaveFocus();
    await userEvent.keyboard('给排水专业');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: A1 }, { timeout: 10000 }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: A3 }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('模板组已保存');
    const item = await groupItem('给排水专业');
    await expect(await within(item).findByText(`${A1}、${A3}`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(store.templateGroups.map((g) => g.name)).toEqual(['给排水专业']);
  },
};

/** The new-group dialog with the name left empty: the rule's message under the field, nothing saved (pictured). */
export const NameRequired: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await groupItem('建筑专业');
    await userEvent.click(screen.getByRole('button', { name: '新建模板组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建模板组' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: A2 }, { timeout: 10000 }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // The dialog as it is now (its content is laid out again when it shows the error).
    const shown = screen.getByRole('dialog', { name: '新建模板组' });
    const name = within(shown).getByRole('textbox', { name: '模板组名称' });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription(FrameTemplateMessage.GroupNameRequired);
    await expect(within(shown).getByRole('checkbox', { name: A2 })).toBeChecked();
    await expect(store.templateGroups).toHaveLength(2);
  },
};

/** A name another group has: the server's refusal is shown, the dialog stays open with what was typed. */
export const NameTaken: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await groupItem('建筑专业');
    await userEvent.click(screen.getByRole('button', { name: '新建模板组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建模板组' });
    await userEvent.keyboard('结构专业');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown(FrameTemplateMessage.GroupNameTaken);
    const shown = screen.getByRole('dialog', { name: '新建模板组' });
    await expect(shown).toBeVisible();
    await expect(within(shown).getByRole('textbox', { name: '模板组名称' })).toHaveValue('结构专业');
    await expect(store.templateGroups).toHaveLength(2);
    await closeToasts();
  },
};

/** 编辑: the dialog opens with the group's name and templates; renamed and a template added, the list follows. */
export const EditGroup: Story = {
  play: async () => {
    const structure = await groupItem('结构专业');
    await userEvent.click(within(structure).getByRole('button', { name: '编辑 结构专业' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑模板组“结构专业”' });
    const name = within(dialog).getByRole('textbox', { name: '模板组名称' });
    await expect(name).toHaveValue('结构专业');
    // The templates load beside the groups: their checkboxes may come after the dialog.
    await expect(await within(dialog).findByRole('checkbox', { name: A3 }, { timeout: 10000 })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: A1 })).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, '结构与人防');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: A2 }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('模板组已保存');
    const renamed = await groupItem('结构与人防');
    await expect(await within(renamed).findByText(`${A3}、${A2}`)).toBeVisible();
    await expect(within(section()).queryByText('结构专业', { selector: 'strong' })).toBeNull();
  },
};

/** The group dialog opened before the templates have loaded: 包含的模板 says it is loading, the name is there. */
export const TemplatesStillLoading: Story = {
  parameters: { fixtureApi: { resolvers: { ocrTemplate: { list: () => new Promise<never>(() => {}) } } } },
  play: async () => {
    const structure = await groupItem('结构专业');
    await userEvent.click(within(structure).getByRole('button', { name: '编辑 结构专业' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑模板组“结构专业”' });
    await expect(within(dialog).getByRole('textbox', { name: '模板组名称' })).toHaveValue('结构专业');
    const templates = within(dialog).getByRole('group', { name: '包含的模板' });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(within(templates).getByRole('progressbar', { name: '加载中…' })).toBeVisible());
    await expect(within(templates).queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** 删除 asks first; 取消 keeps the group, 确定 deletes it. */
export const DeleteGroup: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const building = await groupItem('建筑专业');
    await userEvent.click(within(building).getByRole('button', { name: '删除 建筑专业' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除模板组“建筑专业”吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(store.templateGroups).toHaveLength(2);
    await userEvent.click(within(building).getByRole('button', { name: '删除 建筑专业' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await toastShown('模板组已删除');
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    await expect(store.templateGroups.map((g) => g.name)).toEqual(['结构专业']);
  },
};

/** Someone without the frame-configuration permission: the server's refusal is shown, nothing saved. */
export const NoPermission: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => seed(store, TWO_GROUPS),
      resolvers: {
        ocrTemplate: { saveGroup: () => refuse(FixtureCode.Warning, FrameTemplateMessage.NoTemplateGroups) },
      },
    },
  },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await groupItem('建筑专业');
    await userEvent.click(screen.getByRole('button', { name: '新建模板组' }));
    await screen.findByRole('dialog', { name: '新建模板组' });
    await userEvent.keyboard('暖通专业');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await toastShown(FrameTemplateMessage.NoTemplateGroups);
    await expect(store.templateGroups).toHaveLength(2);
    await closeToasts();
  },
};
