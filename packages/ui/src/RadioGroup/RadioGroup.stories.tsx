import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Radio, RadioGroup, radioGroupSizes } from './RadioGroup';

/** The flow template's signing order (the specification's codes). */
const FlowType = { Parallel: '0', Linear: '1' } as const;
const flowOptions = [
  { value: FlowType.Parallel, label: '并行' },
  { value: FlowType.Linear, label: '线性' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs', 'vrt'],
  args: { label: '审批方式', options: flowOptions, defaultValue: FlowType.Parallel, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '审批方式' });
    await expect(within(group).getByRole('radio', { name: '并行' })).toBeChecked();
    await userEvent.click(canvas.getByText('线性'));
    await expect(within(group).getByRole('radio', { name: '线性' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(FlowType.Linear);
  },
};

/** `<Radio>` children stacked vertically. */
export const Vertical: Story = {
  args: { options: undefined, label: '图纸专业', orientation: 'vertical', defaultValue: 'architecture' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="architecture">建筑</Radio>
      <Radio value="structure">结构</Radio>
      <Radio value="mep">机电</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '图纸专业' })).toHaveAttribute('aria-orientation', 'vertical');
    const [first, second] = canvas
      .getAllByRole('radio')
      .map((input) => (input.closest('label') as HTMLElement).getBoundingClientRect());
    await expect(first?.left).toBe(second?.left);
    await expect((second?.top ?? 0) > (first?.top ?? 0)).toBe(true);
    await userEvent.click(canvas.getByText('结构'));
    await expect(args.onChange).toHaveBeenCalledWith('structure');
  },
};

/** Ant Design's Radio.Button: a segmented control; the selected option is outlined in the brand colour. */
export const ButtonStyle: Story = {
  args: { variant: 'button' },
  play: async ({ canvas, args }) => {
    const linear = canvas.getByText('线性');
    await userEvent.click(linear);
    await expect(canvas.getByRole('radio', { name: '线性' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(FlowType.Linear);
    const segment = linear.closest('label') as HTMLElement;
    await expect(segment).toHaveAttribute('data-selected', 'true');
    await userEvent.unhover(segment);
    await waitFor(() => expect(getComputedStyle(segment).borderColor).toBe('rgb(20, 99, 216)'));
  },
};

/** The button style in sm 24, md 32 and lg 40 pixels. */
export const ButtonSizes: Story = {
  args: { variant: 'button' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {radioGroupSizes.map((size) => (
        <RadioGroup key={size} {...args} size={size} label={`尺寸 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { sm: 24, md: 32, lg: 40 } as const;
    for (const size of radioGroupSizes) {
      const group = canvas.getByRole('radiogroup', { name: `尺寸 ${size}` });
      const segment = within(group).getByText('线性').closest('label') as HTMLElement;
      await expect(segment.getBoundingClientRect().height).toBe(expected[size]);
    }
  },
};

/** Tab reaches the selected option (with a focus ring); arrow keys move the choice. */
export const Keyboard: Story = {
  args: { variant: 'button' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const parallel = canvas.getByRole('radio', { name: '并行' });
    await expect(parallel).toHaveFocus();
    await expect(parallel.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '线性' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(FlowType.Linear);
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isRequired: true, errorMessage: '请选择审批方式' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '审批方式' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择审批方式');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '线性' })).toBeDisabled();
    await userEvent.click(canvas.getByText('线性'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: '并行' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One option off: the others still work. */
export const DisabledOption: Story = {
  args: {
    variant: 'button',
    label: '图纸状态',
    defaultValue: 'draft',
    options: [
      { value: 'draft', label: '设计中' },
      { value: 'checking', label: '校对中' },
      { value: 'archived', label: '已归档', isDisabled: true },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '已归档' })).toBeDisabled();
    await userEvent.click(canvas.getByText('已归档'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('校对中'));
    await expect(args.onChange).toHaveBeenCalledWith('checking');
  },
};

/** Controlled: the parent owns the value. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string>(FlowType.Linear);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <RadioGroup {...args} defaultValue={undefined} value={value} onChange={setValue} />
        <output>当前：{value === FlowType.Linear ? '线性' : '并行'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '线性' })).toBeChecked();
    await userEvent.click(canvas.getByText('并行'));
    await expect(canvas.getByText('当前：并行')).toBeVisible();
  },
};
