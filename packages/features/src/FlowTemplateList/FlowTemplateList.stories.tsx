import { LinearMode } from '@atelier/api';
import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { FlowTemplateList } from './FlowTemplateList';

const PROJECT = 'p-001';
const LOAD_FAILED = '服务器繁忙，请稍后重试';

const meta = {
  title: 'Features/FlowTemplateList',
  component: FlowTemplateList,
  tags: ['autodocs', 'vrt'],
  ...fixtureApi,
  args: { projectId: PROJECT, projectName: '滨江新城综合体', onChange: fn() },
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 880 }}>
      <FlowTemplateList {...args} />
    </div>
  ),
} satisfies Meta<typeof FlowTemplateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `count` more templates of p-001 owned by the seeded user, named 模板01, 模板02, ... */
function addTemplates(store: FixtureStore, count: number) {
  for (let i = 1; i <= count; i++) {
    store.state.templates.push({
      id: `tpl-extra-${i}`,
      projectId: PROJECT,
      enterpriseId: 'ent-001',
      actName: `模板${String(i).padStart(2, '0')}`,
      userId: 'u-001',
      isLinear: LinearMode.Linear,
      uuid: null,
      dictSpecialtyId: null,
      tasks: [{ dictDutyId: 'd-examine', taskName: '审核', userIdList: ['u-004'] }],
    });
  }
}

/** The table once its rows are there. */
async function table(name = '流程模板') {
  const grid = await screen.findByRole('grid', { name });
  // The table's wrapper is busy while a page loads.
  await waitFor(() => expect(grid.closest('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
  return grid;
}
const row = async (name: string) => (await within(await table()).findByRole('rowheader', { name })).closest('tr');

/**
 * The project's templates: one's own with edit and delete, a colleague's without (only its creator may change
 * it); the default templates of specialties are not listed.
 */
export const Default: Story = {
  play: async () => {
    const grid = await table();
    const mine = (await row('建筑专业标准流程')) as HTMLElement;
    await expect(within(mine).getByText('3个节点')).toBeVisible();
    await expect(within(mine).getByText('我创建的')).toBeVisible();
    await expect(within(mine).getByRole('button', { name: '编辑建筑专业标准流程' })).toBeEnabled();
    await expect(within(mine).getByRole('button', { name: '删除建筑专业标准流程' })).toBeEnabled();
    const theirs = (await row('结构快速会签')) as HTMLElement;
    await expect(within(theirs).getByText('仅创建人可编辑')).toBeVisible();
    await expect(within(theirs).queryByRole('button')).toBeNull();
    await expect(within(grid).queryByText('默认流程')).toBeNull();
    // Two templates fit on one page: no pagination.
    await expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** Adding through the dialog: the list refreshes with the new template and says it was saved. */
export const Add: Story = {
  play: async ({ args }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: '新增流程模板' }));
    const dialog = await screen.findByRole('dialog', { name: '新增流程模板' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: '模板名称' }), '给排水专业流程');
    await userEvent.click(within(dialog).getByRole('button', { name: /节点1的职责/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '校对' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^节点1的人员/ }));
    const people = await screen.findByRole('dialog', { name: '节点1的人员' });
    await userEvent.click(within(people).getByRole('option', { name: /^王海涛/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = (await row('给排水专业流程')) as HTMLElement;
    await expect(within(added).getByText('1个节点')).toBeVisible();
    const saved = await screen.findByText('保存成功');
    await waitFor(() => expect(saved).toBeVisible());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await closeToasts();
  },
};

/** Editing opens the dialog with the template loaded; a rename shows in the list after saving. */
export const Edit: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await userEvent.click(
      await within((await row('建筑专业标准流程')) as HTMLElement).findByRole('button', {
        name: '编辑建筑专业标准流程',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑流程模板' });
    const name = await within(dialog).findByRole('textbox', { name: '模板名称' });
    await expect(name).toHaveValue('建筑专业标准流程');
    await userEvent.clear(name);
    await userEvent.type(name, '建筑专业三级流程');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await row('建筑专业三级流程')).not.toBeNull();
    await expect(store.template('tpl-001').actName).toBe('建筑专业三级流程');
    await closeToasts();
  },
};

/** Deleting asks first (a red confirm); confirmed, the row goes and the store no longer has it. */
export const Delete: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await userEvent.click(
      within((await row('建筑专业标准流程')) as HTMLElement).getByRole('button', { name: '删除建筑专业标准流程' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除流程模板“建筑专业标准流程”吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '建筑专业标准流程' })).toBeNull());
    const removed = await screen.findByText('删除成功');
    await waitFor(() => expect(removed).toBeVisible());
    await expect(store.state.templates.some((t) => t.id === 'tpl-001')).toBe(false);
    await closeToasts();
  },
};

/** A refused delete: the server's message, the confirm stays open and the row stays. */
export const DeleteRefused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { flowTemplate: { delete: () => refuse(FixtureCode.Warning, '该模板正在审批中使用，不能删除') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await userEvent.click(
      within((await row('建筑专业标准流程')) as HTMLElement).getByRole('button', { name: '删除建筑专业标准流程' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除流程模板“建筑专业标准流程”吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    const refused = await screen.findByText('该模板正在审批中使用，不能删除');
    await waitFor(() => expect(refused).toBeVisible());
    await expect(confirm).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await expect(await row('建筑专业标准流程')).not.toBeNull();
    await closeToasts();
  },
};

/** 27 templates: 10 a page, the total, and the last page with 7. */
export const Paginated: Story = {
  parameters: { fixtureApi: { setup: (store) => addTemplates(store, 25) } satisfies FixtureApiParameters },
  play: async () => {
    const grid = await table();
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: '分页' });
    await expect(within(pages).getByText('共 27 条')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: '第3页' }));
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')).toHaveLength(7));
    await expect(within(pages).getByRole('button', { name: '第3页' })).toHaveAttribute('aria-current', 'page');
  },
};

/** No template yet: says so and offers to add one. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.templates = store.state.templates.filter((t) => t.uuid !== null);
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    await expect(await screen.findByText('暂无流程模板')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '新增流程模板' }));
    await expect(await screen.findByRole('dialog', { name: '新增流程模板' })).toBeInTheDocument();
  },
};

/** While the list loads: the table's spinner. */
export const Loading: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { flowTemplate: { list: () => new Promise<never>(() => {}) } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const grid = await screen.findByRole('grid', { name: '流程模板' });
    await expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(within(grid).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  },
};

/** A list that cannot load: the server's message once, an error with retry; retry loads it. */
export const LoadFailure: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        let refused = false;
        const list = store.templatesOf.bind(store);
        store.templatesOf = (projectId, userId) => {
          if (!refused) {
            refused = true;
            refuse(FixtureCode.Error, LOAD_FAILED);
          }
          return list(projectId, userId);
        };
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const alert = await screen.findByText('流程模板加载失败', {}, { timeout: 8000 });
    await expect(alert).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(await row('建筑专业标准流程')).not.toBeNull();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const grid = await table('Flow templates');
    await expect(await within(grid).findByText('3 nodes')).toBeVisible();
    await expect(within(grid).getByText('Only its creator can edit it')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'New flow template' })).toBeVisible();
  },
};
