import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem, ListBoxSection } from './ListBox';
import { type ListBoxOption, renderOption } from './option';

const people: ListBoxOption[] = [
  { id: 'u1', label: '张伟', description: '138 0013 8000' },
  { id: 'u2', label: '李娜', description: '139 1024 5566' },
  { id: 'u3', label: '王芳', description: '137 2233 4455', isDisabled: true },
  { id: 'u4', label: '刘洋', description: '136 5566 7788' },
];

const meta = {
  title: 'UI/ListBox',
  component: ListBox<ListBoxOption>,
  tags: ['autodocs', 'vrt'],
  args: { 'aria-label': '审核人', items: people, selectionMode: 'single', onSelectionChange: fn() },
  render: (args) => (
    <div style={{ width: 260 }}>
      <ListBox {...args}>{renderOption}</ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox<ListBoxOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectedIds = (value: unknown) => [...(value as Set<string>)];

/** Options with a main and a secondary text; a click selects and shows the check mark. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const option = canvas.getByRole('option', { name: '李娜 139 1024 5566' });
    await expect(option.querySelector('svg')).toBeNull();
    await userEvent.click(option);
    await expect(selectedIds(asMock(args.onSelectionChange).mock.lastCall?.[0])).toEqual(['u2']);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(option.querySelector('svg')).not.toBeNull();
  },
};

/** Multiple selection: each selected option has its check mark. */
export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['u1', 'u4'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    const selected = canvas.getAllByRole('option', { selected: true });
    await expect(selected).toHaveLength(2);
    for (const option of selected) await expect(option.querySelector('svg')).not.toBeNull();
    await userEvent.click(canvas.getByRole('option', { name: /^李娜/ }));
    await expect(selectedIds(asMock(args.onSelectionChange).mock.lastCall?.[0])).toEqual(['u1', 'u4', 'u2']);
  },
};

/** A disabled option is announced and cannot be selected. */
export const DisabledOption: Story = {
  play: async ({ canvas, args }) => {
    const option = canvas.getByRole('option', { name: /^王芳/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Hover and keyboard focus share the grey; the arrows skip disabled options. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('option', { name: /^张伟/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /^刘洋/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selectedIds(asMock(args.onSelectionChange).mock.lastCall?.[0])).toEqual(['u4']);
  },
};

/** Groups of options under headers. */
export const Sections: Story = {
  args: { items: undefined },
  render: (args) => (
    <div style={{ width: 260 }}>
      <ListBox {...args}>
        <ListBoxSection title="设计院">
          <ListBoxItem id="d1">建筑设计所</ListBoxItem>
          <ListBoxItem id="d2">结构设计所</ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="施工单位">
          <ListBoxItem id="c1">第一工程公司</ListBoxItem>
        </ListBoxSection>
      </ListBox>
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '施工单位' });
    await expect(within(group).getAllByRole('option')).toHaveLength(1);
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/** No options: the locale's empty text. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const CustomEmptyText: Story = {
  args: { items: [], emptyText: '该项目下暂无审核人' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该项目下暂无审核人')).toBeVisible();
  },
};

/** The `fn()` spies of `args`, typed as mocks. */
function asMock(spy: unknown) {
  return spy as ReturnType<typeof fn>;
}
