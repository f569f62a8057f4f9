import { StaffType } from '@atelier/api';
import type { FixtureStore } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { fixtureApi, pickOption } from '../testing';
import { FolderPermissionDialog } from './FolderPermissionDialog';

/** 滨江新城综合体 (p-001) with 陈建国 (creator), 李婷 and 王海涛 (ordinary members, 编辑 at the root). */
function team(store: FixtureStore) {
  const kept = store.state.members.filter((m) => m.projectId !== 'p-001');
  store.state.members.splice(0, store.state.members.length, ...kept);
  store.state.members.push(
    { projectId: 'p-001', userId: 'u-001', staffType: StaffType.ProjectManager, permissionLevel: 9 },
    { projectId: 'p-001', userId: 'u-002', staffType: StaffType.Member, permissionLevel: 2 },
    { projectId: 'p-001', userId: 'u-003', staffType: StaffType.Member, permissionLevel: 2 },
  );
}

const meta = {
  title: 'Features/FolderPermissionDialog',
  component: FolderPermissionDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: team } },
  args: {
    projectId: 'p-001',
    folder: { resId: 'f-p-001-arch', resName: '建筑' },
    isOpen: true,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof FolderPermissionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name: '文件夹权限：建筑' });
  await waitFor(() => expect(within(dialog).getByRole('rowheader', { name: new RegExp(name) })).toBeVisible());
  return within(dialog)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('[role="row"]') as HTMLElement;
};
/** The row's last cell: the level the member has here. */
const effective = async (name: string) =>
  within(await rowOf(name))
    .getAllByRole('gridcell')
    .at(-1) as HTMLElement;

/** Everyone inherits: the creator heads the folder, the members edit. */
export const Inherited: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const creator = await rowOf('陈建国');
    await expect(within(creator).getByText('项目管理员')).toBeVisible();
    await expect(await effective('陈建国')).toHaveTextContent('负责人');
    const li = await rowOf('李婷');
    await expect(within(li).getByRole('button', { name: /李婷的文件夹权限/ })).toHaveTextContent('继承上级');
    await expect(await effective('李婷')).toHaveTextContent('编辑');
  },
};

/** 只读 set for one member on this folder: saved at once, their effective level follows. */
export const SetsReadOnly: Story = {
  play: async () => {
    const li = await rowOf('李婷');
    await pickOption(li, /李婷的文件夹权限/, '只读');
    await waitFor(async () => expect(await effective('李婷')).toHaveTextContent('只读'));
  },
};

/** 不继承: the member has no access here at all. */
export const NotInherited: Story = {
  play: async () => {
    const wang = await rowOf('王海涛');
    await pickOption(wang, /王海涛的文件夹权限/, '不继承');
    await waitFor(async () => expect(await effective('王海涛')).toHaveTextContent('无权限'));
  },
};
