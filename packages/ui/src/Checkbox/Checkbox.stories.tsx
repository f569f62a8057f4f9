import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup, type CheckboxOption, checkboxGroupOrientations } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs', 'vrt'],
  args: { children: '同步更新图纸目录', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const stages: CheckboxOption[] = [
  { value: 'design', label: '设计' },
  { value: 'check', label: '校对' },
  { value: 'review', label: '审核' },
  { value: 'approve', label: '审定' },
];

/** The playground: a click checks it and reports `true`. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '同步更新图纸目录' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('同步更新图纸目录'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '同步更新图纸目录' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Some but not all of what it stands for is checked: a dash, announced as mixed. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: '全选' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '全选' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '同步更新图纸目录' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('同步更新图纸目录'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { isDisabled: true, defaultSelected: true, children: '已归档' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '已归档' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

/** An error message makes it invalid; it is shown and linked to the input. */
export const Invalid: Story = {
  args: { children: '我已核对图纸签章信息', errorMessage: '请先确认图纸签章信息' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我已核对图纸签章信息' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请先确认图纸签章信息')).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription('请先确认图纸签章信息');
  },
};

export const WithDescription: Story = {
  args: { children: '通知项目成员', description: '将短信通知张伟（138 0013 8000）与李娜' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '通知项目成员' })).toHaveAccessibleDescription(
      '将短信通知张伟（138 0013 8000）与李娜',
    );
  },
};

/** Keyboard: Tab focuses (with a visible ring), Space toggles. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: '同步更新图纸目录' });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

const onGroupChange = fn();

/** A group from `options`, with a required label; the value is the list of checked options. */
export const Group: Story = {
  render: () => <GroupDemo onChange={onGroupChange} />,
  play: async ({ canvas }) => {
    onGroupChange.mockClear();
    const group = canvas.getByRole('group', { name: /审批环节/ });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(within(group).getByRole('checkbox', { name: '校对' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: '审定' }));
    await expect(onGroupChange).toHaveBeenLastCalledWith(['check', 'approve']);
    await expect(canvas.getByRole('status')).toHaveTextContent('check,approve');
  },
};

function GroupDemo({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup
        label="审批环节"
        isRequired
        options={stages}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

export const GroupOrientations: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {checkboxGroupOrientations.map((orientation) => (
        <CheckboxGroup
          key={orientation}
          label={orientation === 'horizontal' ? '审批环节（横向）' : '审批环节（纵向）'}
          orientation={orientation}
          options={stages}
          defaultValue={['design']}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [horizontal, vertical] = canvas.getAllByRole('group');
    const rowOf = (group: HTMLElement) =>
      within(group)
        .getAllByRole('checkbox')
        .map((input) => input.closest('label')?.getBoundingClientRect().top);
    const [h1, h2] = rowOf(horizontal as HTMLElement);
    const [v1, v2] = rowOf(vertical as HTMLElement);
    await expect(h1).toBe(h2);
    await expect(v2).toBeGreaterThan(v1 ?? 0);
  },
};

/** Children instead of `options`, a description, and a disabled option. */
export const GroupWithChildren: Story = {
  render: () => (
    <CheckboxGroup label="会签专业" description="选择需要参与会签的专业" defaultValue={['arch']}>
      <Checkbox value="arch">建筑</Checkbox>
      <Checkbox value="struct">结构</Checkbox>
      <Checkbox value="mep" isDisabled>
        机电（未配置）
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '会签专业' });
    await expect(group).toHaveAccessibleDescription('选择需要参与会签的专业');
    await expect(within(group).getByRole('checkbox', { name: '建筑' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: '机电（未配置）' })).toBeDisabled();
  },
};

export const GroupInvalid: Story = {
  render: () => <CheckboxGroup label="审批环节" isRequired options={stages} errorMessage="请至少选择一个审批环节" />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /审批环节/ });
    await expect(canvas.getByText('请至少选择一个审批环节')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('请至少选择一个审批环节');
    for (const checkbox of within(group).getAllByRole('checkbox')) {
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const GroupDisabled: Story = {
  render: () => <CheckboxGroup label="审批环节" isDisabled options={stages} defaultValue={['design', 'check']} />,
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
  },
};
