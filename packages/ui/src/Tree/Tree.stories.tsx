import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Folder } from 'lucide-react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tree, type TreeNode } from './Tree';

const folder = <Folder size={14} aria-hidden />;
const file = <FileText size={14} aria-hidden />;

const leaf = (key: string, title: string, extra: Partial<TreeNode> = {}): TreeNode => ({
  key,
  title,
  icon: file,
  isLeaf: true,
  ...extra,
});

const projectTree: TreeNode[] = [
  {
    key: 'project',
    title: '华东设计院办公楼',
    icon: folder,
    children: [
      {
        key: 'arch',
        title: '建筑',
        icon: folder,
        children: [leaf('arch-plan', '一层平面图'), leaf('arch-elev', '南立面图'), leaf('arch-sect', '1-1剖面图')],
      },
      {
        key: 'struct',
        title: '结构',
        icon: folder,
        children: [leaf('struct-found', '基础平面图'), leaf('struct-beam', '二层梁配筋图')],
      },
      { key: 'mep', title: '机电', icon: folder, children: [] },
    ],
  },
];

const meta = {
  title: 'UI/Tree',
  component: Tree,
  tags: ['autodocs', 'vrt'],
  args: {
    'aria-label': '项目目录',
    treeData: projectTree,
    defaultExpandedKeys: ['project', 'arch'],
    onSelect: fn(),
    onExpand: fn(),
    onCheck: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expand with the chevron, select with a click. */
export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const tree = canvas.getByRole('treegrid', { name: '项目目录' });
    await expect(within(tree).getByRole('row', { name: '一层平面图' })).toBeVisible();
    await expect(within(tree).queryByRole('row', { name: '基础平面图' })).not.toBeInTheDocument();

    const struct = within(tree).getByRole('row', { name: '结构' });
    await expect(struct).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(struct).getByRole('button', { name: /^展开/ }));
    await expect(struct).toHaveAttribute('aria-expanded', 'true');
    await expect(within(tree).getByRole('row', { name: '基础平面图' })).toBeVisible();
    await expect(args.onExpand).toHaveBeenLastCalledWith(
      ['project', 'arch', 'struct'],
      expect.objectContaining({ expanded: true, node: expect.objectContaining({ key: 'struct' }) }),
    );

    await userEvent.click(within(tree).getByText('南立面图'));
    await expect(within(tree).getByRole('row', { name: '南立面图' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      ['arch-elev'],
      expect.objectContaining({ selected: true, node: expect.objectContaining({ title: '南立面图' }) }),
    );
  },
};

/** Arrow keys from RAC: right expands, down moves, left collapses. */
export const Keyboard: Story = {
  args: { defaultExpandedKeys: ['project'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const project = canvas.getByRole('row', { name: '华东设计院办公楼' });
    await expect(project).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const arch = canvas.getByRole('row', { name: '建筑' });
    await expect(arch).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(arch).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('row', { name: '一层平面图' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(arch).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: '一层平面图' })).not.toBeInTheDocument();
  },
};

/** Checking a child puts its parents in the partial (indeterminate) state; checking them all checks the parent. */
export const CheckablePartial: Story = {
  args: { checkable: true, defaultExpandedKeys: ['project', 'arch', 'struct'] },
  play: async ({ canvas, args }) => {
    const checkboxOf = (name: string) => within(canvas.getByRole('row', { name })).getByRole('checkbox');

    await userEvent.click(checkboxOf('一层平面图'));
    await expect(checkboxOf('一层平面图')).toBeChecked();
    await expect(checkboxOf('建筑')).toBePartiallyChecked();
    await expect(checkboxOf('华东设计院办公楼')).toBePartiallyChecked();
    await expect(checkboxOf('结构')).not.toBePartiallyChecked();
    await expect(args.onCheck).toHaveBeenLastCalledWith(
      ['arch-plan'],
      expect.objectContaining({ checked: true, halfCheckedKeys: ['project', 'arch'] }),
    );

    await userEvent.click(checkboxOf('南立面图'));
    await userEvent.click(checkboxOf('1-1剖面图'));
    await expect(checkboxOf('建筑')).toBeChecked();
    await expect(checkboxOf('建筑')).not.toBePartiallyChecked();
    await expect(checkboxOf('华东设计院办公楼')).toBePartiallyChecked();

    // Checking a parent checks its loaded descendants (Ant's conduction).
    await userEvent.click(checkboxOf('结构'));
    await expect(checkboxOf('基础平面图')).toBeChecked();
    await expect(checkboxOf('二层梁配筋图')).toBeChecked();
    // 机电 has no children and is unchecked, so the root stays partial.
    await expect(checkboxOf('华东设计院办公楼')).toBePartiallyChecked();
    await userEvent.click(checkboxOf('机电'));
    await expect(checkboxOf('华东设计院办公楼')).toBeChecked();

    // In a checkable tree a click on the row toggles its check too (no highlight).
    await userEvent.click(canvas.getByText('南立面图'));
    await expect(checkboxOf('南立面图')).not.toBeChecked();
    await expect(checkboxOf('建筑')).toBePartiallyChecked();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Controlled `checkedKeys`: the tree shows what its owner holds, conducted. */
export const CheckableControlled: Story = {
  args: { checkable: true, defaultExpandedKeys: ['project', 'arch', 'struct'] },
  render: (args) => <ControlledCheck {...args} />,
  play: async ({ canvas }) => {
    const checkboxOf = (name: string) => within(canvas.getByRole('row', { name })).getByRole('checkbox');
    // The owner's state holds 'struct' only: its children show checked.
    await expect(checkboxOf('基础平面图')).toBeChecked();
    await userEvent.click(checkboxOf('二层梁配筋图'));
    await expect(checkboxOf('结构')).toBePartiallyChecked();
    await expect(canvas.getByTestId('checked')).toHaveTextContent('struct-found');
    await expect(canvas.getByTestId('checked')).not.toHaveTextContent('struct-beam');
  },
};

function ControlledCheck(args: Parameters<typeof Tree>[0]) {
  const [checkedKeys, setCheckedKeys] = useState<Key[]>(['struct']);
  return (
    <>
      <Tree
        {...args}
        checkedKeys={checkedKeys}
        onCheck={(keys, info) => {
          setCheckedKeys(keys);
          args.onCheck?.(keys, info);
        }}
      />
      <p data-testid="checked">{checkedKeys.join(' ')}</p>
    </>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const lazyRoot: TreeNode[] = [
  { key: 'arch', title: '建筑', icon: folder },
  { key: 'mep', title: '机电', icon: folder },
  { key: 'readme', title: '项目说明.pdf', icon: file, isLeaf: true },
];

/** The project folder tree: children are fetched on first expand. */
function LazyTree({ failFirst = false, ...args }: Parameters<typeof Tree>[0] & { failFirst?: boolean }) {
  const [data, setData] = useState<TreeNode[]>(lazyRoot);
  const [attempts, setAttempts] = useState(0);
  const loadData = async (node: TreeNode) => {
    setAttempts((n) => n + 1);
    await wait(400);
    if (failFirst && attempts === 0) throw new Error('网络异常');
    const children =
      node.key === 'mep'
        ? [leaf('mep-elec', '电气平面图'), leaf('mep-hvac', '暖通系统图')]
        : [leaf(`${String(node.key)}-1`, '一层平面图')];
    setData((prev) => prev.map((n) => (n.key === node.key ? { ...n, children } : n)));
  };
  return <Tree {...args} treeData={data} loadData={loadData} />;
}

/** While a node loads, a spinner replaces its chevron and the loading is announced. */
export const LazyLoad: Story = {
  args: { defaultExpandedKeys: [] },
  render: (args) => <LazyTree {...args} />,
  play: async ({ canvas }) => {
    const mep = canvas.getByRole('row', { name: '机电' });
    await expect(mep).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(mep).getByRole('button', { name: /^展开/ }));
    await expect(mep).toHaveAttribute('aria-expanded', 'true');
    // The spinner row under the node, and the announcement.
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载“机电”');
    await expect(await canvas.findByRole('row', { name: '电气平面图' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('row', { name: '暖通系统图' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(mep).toHaveAttribute('aria-expanded', 'true');
    // A leaf never shows a chevron.
    await expect(within(canvas.getByRole('row', { name: '项目说明.pdf' })).queryByRole('button')).toBeNull();
  },
};

/** A failed load shows an inline error; the retry loads again. */
export const LoadError: Story = {
  args: { defaultExpandedKeys: [] },
  render: (args) => <LazyTree {...args} failFirst />,
  play: async ({ canvas }) => {
    const mep = canvas.getByRole('row', { name: '机电' });
    await userEvent.click(within(mep).getByRole('button', { name: /^展开/ }));
    await expect(await within(mep).findByText('加载失败', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('“机电”加载失败');
    await expect(mep).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: '电气平面图' })).not.toBeInTheDocument();

    await userEvent.click(within(mep).getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('row', { name: '电气平面图' }, { timeout: 3000 })).toBeVisible();
    await expect(within(mep).queryByText('加载失败')).not.toBeInTheDocument();
    await expect(mep).toHaveAttribute('aria-expanded', 'true');
  },
};

const treeWithDisabled: TreeNode[] = [
  {
    key: 'struct',
    title: '结构',
    icon: folder,
    children: [
      leaf('struct-found', '基础平面图'),
      leaf('struct-beam', '二层梁配筋图（已归档）', { isDisabled: true }),
      leaf('struct-col', '柱配筋图'),
    ],
  },
];

/** Disabled nodes can be seen and focused but not selected or checked, and conduction passes them by. */
export const DisabledNodes: Story = {
  args: { checkable: true, treeData: treeWithDisabled, defaultExpandedKeys: ['struct'] },
  play: async ({ canvas, args }) => {
    const archived = canvas.getByRole('row', { name: '二层梁配筋图（已归档）' });
    await expect(within(archived).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(within(archived).getByText('二层梁配筋图（已归档）'));
    await expect(archived).not.toHaveAttribute('aria-selected', 'true');
    await expect(args.onCheck).not.toHaveBeenCalled();

    await userEvent.click(within(canvas.getByRole('row', { name: '结构' })).getByRole('checkbox'));
    await expect(args.onCheck).toHaveBeenLastCalledWith(
      ['struct', 'struct-found', 'struct-col'],
      expect.objectContaining({ checked: true }),
    );
    await expect(within(archived).getByRole('checkbox')).not.toBeChecked();
    await expect(within(canvas.getByRole('row', { name: '柱配筋图' })).getByRole('checkbox')).toBeChecked();
  },
};

export const Empty: Story = {
  args: { treeData: [] },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('treegrid', { name: '项目目录' });
    await expect(within(tree).getByText('暂无数据')).toBeVisible();
  },
};

/** `emptyContent` replaces the locale's text. */
export const EmptyCustom: Story = {
  args: { treeData: [], emptyContent: '该项目尚未上传图纸' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('该项目尚未上传图纸')).toBeVisible());
  },
};
