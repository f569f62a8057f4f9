import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchIcon } from '../Icon';
import { TextField, textFieldSizes } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs', 'vrt'],
  args: { label: '模板名称', placeholder: '请输入模板名称', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await expect(input).toHaveAttribute('placeholder', '请输入模板名称');
    await userEvent.type(input, '施工图审批');
    await expect(input).toHaveValue('施工图审批');
    await expect(args.onChange).toHaveBeenLastCalledWith('施工图审批');
  },
};

/** The red mark before the label; the input is required for assistive tech. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: '不超过15个字，将显示在流程列表中' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '模板名称' })).toHaveAccessibleDescription(
      '不超过15个字，将显示在流程列表中',
    );
  },
};

/** An error message makes the field invalid: red border, message announced with the field. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: '请输入模板名称' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入模板名称', { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(input).toHaveAccessibleDescription('请输入模板名称');
  },
};

/** A prefix icon and a unit suffix inside the box. */
export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="搜索图纸" placeholder="图纸名称或编号" prefix={<SearchIcon />} />
      <TextField {...args} label="图框宽度" placeholder="841" suffix="mm" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '搜索图纸' })).toBeVisible();
    await expect(canvas.getByText('mm')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '图框宽度' }), '594');
    await expect(canvas.getByRole('textbox', { name: '图框宽度' })).toHaveValue('594');
  },
};

/** The clear button empties the field, fires onChange('') and returns focus to the input. */
export const AllowClear: Story = {
  args: { allowClear: true, defaultValue: '建施-01 总平面图' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.type(input, '结');
    await expect(canvas.getByRole('button', { name: '清除' })).toBeVisible();
  },
};

/** sm 24, md 32, lg 40 pixels high. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`尺寸 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { sm: 24, md: 32, lg: 40 } as const;
    for (const size of textFieldSizes) {
      const box = canvas.getByRole('textbox', { name: `尺寸 ${size}` }).parentElement as HTMLElement;
      await expect(box.getBoundingClientRect().height).toBe(expected[size]);
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '施工图审批', allowClear: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '改', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('施工图审批');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
  },
};

/** Read-only: focusable and selectable, not editable, no clear button. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '张伟 138 0013 8000', label: '项目负责人', allowClear: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '项目负责人' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '李娜');
    await expect(input).toHaveValue('张伟 138 0013 8000');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
  },
};

/** "n/max" under `maxLength`: typing stops at the limit and the counter turns red. */
export const CountAtLimit: Story = {
  args: { maxLength: 15, showCount: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await expect(canvas.getByText('0/15')).toBeVisible();
    await userEvent.type(input, '滨江花园二期');
    const count = canvas.getByText('6/15');
    await expect(getComputedStyle(count).color).toBe('rgb(89, 89, 89)');
    await expect(input).toHaveAccessibleDescription('6/15');
    await userEvent.type(input, '施工图设计审批流程模板X');
    await expect(input).toHaveValue('滨江花园二期施工图设计审批流程');
    await expect(getComputedStyle(canvas.getByText('15/15')).color).toBe('rgb(201, 48, 44)');
  },
};

/** A value from the server longer than `maxLength` shows the "too long" message. */
export const TooLong: Story = {
  args: { maxLength: 15, showCount: true, defaultValue: '滨江花园二期施工图设计审批流程模板' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '模板名称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('最多输入15个字符')).toBeVisible();
    await expect(canvas.getByText('17/15')).toBeVisible();
  },
};

/** Controlled: the parent owns the text. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('校对');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <TextField
          {...args}
          label="节点名称"
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
          allowClear
        />
        <output>当前值：{value}</output>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '节点名称' });
    await userEvent.type(input, '审核');
    await expect(canvas.getByText('当前值：校对审核')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(canvas.getByText('当前值：')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
