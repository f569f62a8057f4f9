import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, type TabItem, TabList, TabPanel, Tabs, tabsOrientations } from './Tabs';

const items: TabItem[] = [
  { id: 'drawings', label: '图纸', content: <p>A-101 首层平面图、A-102 二层平面图</p> },
  { id: 'approvals', label: '审批', content: <p>待李娜校对 2 项</p>, badge: <span>(2)</span> },
  { id: 'members', label: '成员', content: <p>张伟、李娜、王强</p> },
  { id: 'archive', label: '归档', content: <p>尚未归档</p>, isDisabled: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs', 'vrt'],
  args: { items, 'aria-label': '项目', onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: tabsOrientations } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Line tabs: the first selected, its ink bar under it, its panel shown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: '项目' });
    const first = within(list).getByRole('tab', { name: '图纸' });
    // The first tab is selected by default once the collection has rendered.
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('A-101 首层平面图');
    // The ink bar: a 2px brand line at the bottom of the selected tab only.
    const ink = getComputedStyle(first, '::after');
    await expect(ink.height).toBe('2px');
    await expect(getComputedStyle(within(list).getByRole('tab', { name: '成员' }), '::after').content).toBe('none');
  },
};

/** Click a tab: its panel shows and `onSelectionChange` gets its id. */
export const Select: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '成员' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('members');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('张伟、李娜、王强');
  },
};

/** Arrow keys move between tabs and skip the disabled one; Home and End jump. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '图纸' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /审批/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Past 成员 the disabled 归档 is skipped: back to the first.
    await expect(canvas.getByRole('tab', { name: '图纸' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '成员' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('members');
  },
};

/** A disabled tab cannot be selected. */
export const DisabledTab: Story = {
  play: async ({ canvas, args }) => {
    const archive = canvas.getByRole('tab', { name: '归档' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archive, { pointerEventsCheck: 0 });
    await expect(archive).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('archive');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('A-101 首层平面图');
  },
};

/** A count badge slot after the label (any node: the Badge component fits here). */
export const WithBadge: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '审批 (2)' })).toBeInTheDocument();
  },
};

/** Vertical: tabs stacked, the ink bar on the inline end, Up/Down arrows. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: '图纸' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: /审批/ })).toHaveAttribute('aria-selected', 'true');
    const ink = getComputedStyle(canvas.getByRole('tab', { name: /审批/ }), '::after');
    await expect(ink.width).toBe('2px');
  },
};

/** Composed from `TabList`, `Tab` and `TabPanel`, controlled by `selectedKey`. */
export const Composed: Story = {
  args: { items: undefined, selectedKey: 'pending' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="审批">
        <Tab id="pending" badge={<span>(5)</span>}>
          待我审批
        </Tab>
        <Tab id="mine">我发起的</Tab>
      </TabList>
      <TabPanel id="pending">5 项待审批</TabPanel>
      <TabPanel id="mine">3 项进行中</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '待我审批 (5)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '我发起的' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('mine');
    // Controlled: the selection stays until the owner changes `selectedKey`.
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('5 项待审批');
  },
};
