import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type StepItem, StepStatus, Steps, stepsDirections } from './Steps';

const approvalSteps: StepItem[] = [
  { title: '设计', description: '张伟 · 03-01 提交' },
  { title: '校对', description: '李娜 · 03-02 通过' },
  { title: '审核', description: '王强 · 处理中' },
  { title: '审定', description: '赵敏' },
];

const meta = {
  title: 'UI/Steps',
  component: Steps,
  tags: ['autodocs', 'vrt'],
  args: { items: approvalSteps, current: 2, 'aria-label': '审批流程' },
  argTypes: { direction: { control: 'inline-radio', options: stepsDirections } },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepNamed = (list: HTMLElement, title: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(title)) as HTMLElement;

/**
 * Horizontal: earlier steps finished, the current one in process, later ones waiting. Each
 * step's status is read out ("已完成"...), and the current step has `aria-current="step"`.
 */
export const Horizontal: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '审批流程' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(stepNamed(list, '设计')).toHaveTextContent('已完成');
    await expect(stepNamed(list, '校对')).toHaveAttribute('data-status', StepStatus.Finish);
    const current = stepNamed(list, '审核');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent('进行中');
    await expect(stepNamed(list, '审定')).toHaveTextContent('等待');
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    // The status words are for assistive tech only.
    const hidden = within(current).getByText('进行中');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Vertical: Story = {
  args: { direction: 'vertical', current: 1 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    const [first, second] = items.map((li) => li.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? 0);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** The current step failed (`status="error"`): a cross, and "出错" read out. */
export const ErrorStatus: Story = {
  args: { status: StepStatus.Error },
  play: async ({ canvas }) => {
    const current = stepNamed(canvas.getByRole('list'), '审核');
    await expect(current).toHaveAttribute('data-status', 'error');
    await expect(current).toHaveTextContent('出错');
  },
};

/** Every step finished (current past the end). */
export const AllFinished: Story = {
  args: { current: 4 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-status', 'finish');
    await expect(canvas.getByRole('list').querySelector('[aria-current]')).toBeNull();
  },
};

/** A status set per item overrides the one derived from `current`. */
export const ItemStatus: Story = {
  args: {
    current: 1,
    items: [
      { title: '上传图纸', status: StepStatus.Finish },
      { title: '识别', description: '2 张识别失败', status: StepStatus.Error },
      { title: '签章' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(stepNamed(list, '识别')).toHaveTextContent('出错');
    await expect(stepNamed(list, '签章')).toHaveAttribute('data-status', 'wait');
  },
};

/** With `onChange` the steps are buttons (wizard navigation); a disabled step is not. */
export const Clickable: Story = {
  args: {
    onChange: fn(),
    current: 1,
    items: [{ title: '选择图纸' }, { title: '选择印章' }, { title: '确认签章', isDisabled: true }],
    'aria-label': '快速签章',
  },
  render: function Render(args) {
    const [current, setCurrent] = useState(args.current ?? 0);
    return (
      <Steps
        {...args}
        current={current}
        onChange={(index) => {
          args.onChange?.(index);
          setCurrent(index);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '快速签章' });
    await userEvent.click(within(list).getByRole('button', { name: /选择图纸/ }));
    await expect(args.onChange).toHaveBeenCalledWith(0);
    await expect(stepNamed(list, '选择图纸')).toHaveAttribute('aria-current', 'step');
    // Keyboard: Tab to the next step and Enter.
    await userEvent.tab();
    await expect(within(list).getByRole('button', { name: /选择印章/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    const disabled = within(list).getByRole('button', { name: /确认签章/ });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Status words follow the locale prop. */
export const LocaleOverride: Story = {
  args: { locale: { finish: '已通过' } },
  play: async ({ canvas }) => {
    await expect(stepNamed(canvas.getByRole('list'), '设计')).toHaveTextContent('已通过');
  },
};
