import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Collapse, type CollapseItem, CollapsePanel, collapseVariants } from './Collapse';

const edit = fn();

const items: CollapseItem[] = [
  { id: 'basic', header: '基本信息', content: '项目名称：滨江花园二期；设计负责人：张伟（138 0013 8000）' },
  {
    id: 'drawings',
    header: '图纸（12）',
    content: 'A-101 首层平面图、A-102 二层平面图……',
    extra: (
      <Button size="sm" variant="link" onPress={edit}>
        编辑
      </Button>
    ),
  },
  { id: 'approval', header: '审批记录', content: '李娜 03-02 校对通过' },
  { id: 'archive', header: '归档信息', content: '尚未归档', isDisabled: true },
];

const meta = {
  title: 'UI/Collapse',
  component: Collapse,
  tags: ['autodocs', 'vrt'],
  args: { items, onExpandedChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: collapseVariants } },
} satisfies Meta<typeof Collapse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headers are buttons in headings; a click expands a panel and reports the open keys. */
export const Default: Story = {
  beforeEach: () => {
    edit.mockClear();
  },
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('button', { name: '基本信息' });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { name: '基本信息', level: 3 })).toBeInTheDocument();
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/滨江花园二期/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['basic']));
    // Several can be open at once.
    await userEvent.click(canvas.getByRole('button', { name: '审批记录' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['basic', 'approval']));
    // The extra is outside the header button.
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await expect(edit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '图纸（12）' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `defaultExpandedKeys` opens panels at first. */
export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['drawings'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '图纸（12）' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/A-101 首层平面图/)).toBeVisible();
    await expect(canvas.queryByText(/滨江花园二期/)).not.toBeVisible();
  },
};

/** Accordion: opening one closes the other. */
export const Accordion: Story = {
  args: { accordion: true, defaultExpandedKeys: ['basic'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审批记录' }));
    await expect(canvas.getByRole('button', { name: '审批记录' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: '基本信息' })).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['approval']));
  },
};

/** A disabled panel's header does nothing. */
export const DisabledPanel: Story = {
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('button', { name: '归档信息' });
    await expect(header).toBeDisabled();
    await userEvent.click(header, { pointerEventsCheck: 0 });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab to a header, Enter or Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const header = canvas.getByRole('button', { name: '基本信息' });
    await expect(header).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Ghost: no border or background, for use inside cards. */
export const Ghost: Story = {
  args: { variant: 'ghost', defaultExpandedKeys: ['basic'] },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-variant="ghost"]') as HTMLElement;
    await expect(getComputedStyle(root).borderTopWidth).toBe('0px');
    await expect(within(root).getByText(/滨江花园二期/)).toBeVisible();
  },
};

/** Composed from `CollapsePanel` children, with level-2 headings. */
export const Composed: Story = {
  args: { items: undefined, headingLevel: 2 },
  render: (args) => (
    <Collapse {...args}>
      <CollapsePanel id="a" header="设计说明">
        本项目为住宅小区，共 12 栋。
      </CollapsePanel>
      <CollapsePanel id="b" header="审批意见">
        校对意见已全部回复。
      </CollapsePanel>
    </Collapse>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '审批意见' }));
    await expect(canvas.getByText('校对意见已全部回复。')).toBeVisible();
  },
};
