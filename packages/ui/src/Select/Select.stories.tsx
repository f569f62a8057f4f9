import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox';
import type { ListBoxOption } from '../ListBox/option';
import { Select, selectSizes } from './Select';

const projects: ListBoxOption[] = [
  { id: 'p1', label: '滨江商业综合体' },
  { id: 'p2', label: '城南安置房二期' },
  { id: 'p3', label: '高新区研发中心', isDisabled: true },
  { id: 'p4', label: '市第一人民医院门诊楼' },
];

const reviewers: ListBoxOption[] = [
  { id: 'u1', label: '张伟', description: '138 0013 8000' },
  { id: 'u2', label: '李娜', description: '139 1024 5566' },
  { id: 'u3', label: '王芳', description: '137 2233 4455' },
];

const meta = {
  title: 'UI/Select',
  component: Select<ListBoxOption>,
  tags: ['autodocs', 'vrt'],
  args: { label: '项目', items: projects, onSelectionChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select<ListBoxOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the trigger, pick an option: the trigger shows it and `onSelectionChange` gets its id. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /项目/ });
    await expect(trigger).toHaveTextContent('请选择');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '城南安置房二期' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('p2');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('城南安置房二期');
  },
};

/** The selected option carries a check mark and `aria-selected`. */
export const WithSelection: Story = {
  args: { defaultSelectedKey: 'p4' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /项目/ });
    await expect(trigger).toHaveTextContent('市第一人民医院门诊楼');
    await userEvent.click(trigger);
    const option = await screen.findByRole('option', { name: '市第一人民医院门诊楼' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(option.querySelector('svg')).not.toBeNull();
    await expect(screen.getByRole('option', { name: '滨江商业综合体' }).querySelector('svg')).toBeNull();
  },
};

/** Options with a secondary text (a person's phone), which describes the option. */
export const WithOptionDescriptions: Story = {
  args: { label: '审核人', items: reviewers, description: '审核人将收到短信通知' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('审核人将收到短信通知')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /审核人/ }));
    const option = await screen.findByRole('option', { name: /^李娜/ });
    await expect(option).toHaveAccessibleName('李娜 139 1024 5566');
    await userEvent.click(option);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('u2');
    // The trigger shows the option's text only, not its phone.
    await expect(canvas.getByRole('button', { name: /审核人/ }).textContent).toBe('李娜');
  },
};

/** Disabled options, by `isDisabled` on the item or by `disabledKeys`, cannot be picked. */
export const DisabledOptions: Story = {
  args: { disabledKeys: ['p4'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /项目/ }));
    const fromItem = await screen.findByRole('option', { name: '高新区研发中心' });
    const fromKeys = screen.getByRole('option', { name: '市第一人民医院门诊楼' });
    await expect(fromItem).toHaveAttribute('aria-disabled', 'true');
    await expect(fromKeys).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fromItem, { pointerEventsCheck: 0 });
    await userEvent.click(fromKeys, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Required: the red mark before the label, and the hidden select is required for forms. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: /项目/ })).toBeVisible();
    await expect(canvasElement.querySelector('select')).toBeRequired();
  },
};

/** Invalid: the error message under the field, announced with the trigger. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: '请选择项目' },
  play: async ({ canvas }) => {
    const message = canvas.getByText('请选择项目');
    await expect(message).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /项目/ });
    await expect(trigger.closest('[data-invalid]')).not.toBeNull();
    await expect(trigger.getAttribute('aria-describedby')).toContain(message.id);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'p1' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /项目/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 280 }}>
      {selectSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`尺寸 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = selectSizes.map(
      (size) => canvas.getByRole('button', { name: new RegExp(`尺寸 ${size}`) }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

/** No options: the open list says so (from the locale). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /项目/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('暂无数据')).toBeVisible();
  },
};

/** Static `ListBoxItem` children instead of `items`. */
export const WithChildren: Story = {
  args: { label: '图纸类型', items: undefined },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Select {...args}>
        <ListBoxItem id="arch">建筑</ListBoxItem>
        <ListBoxItem id="struct" description="含基础与主体结构">
          结构
        </ListBoxItem>
        <ListBoxItem id="mep">给排水</ListBoxItem>
      </Select>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /图纸类型/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^结构/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('struct');
    await expect(canvas.getByRole('button', { name: /图纸类型/ })).toHaveTextContent('结构');
  },
};

/** Controlled: the parent owns `selectedKey`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [key, setKey] = useState<Key | null>('p1');
    return (
      <div style={{ width: 280 }}>
        <Select
          {...args}
          selectedKey={key}
          onSelectionChange={(next) => {
            args.onSelectionChange?.(next);
            setKey(next);
          }}
        />
        <output style={{ display: 'block', marginTop: 8 }}>当前：{String(key)}</output>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('当前：p1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /项目/ }));
    await userEvent.click(await screen.findByRole('option', { name: '市第一人民医院门诊楼' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('p4');
    await expect(canvas.getByText('当前：p4')).toBeVisible();
  },
};

/**
 * The focus comes back to the trigger even when react-aria's restoring frame comes before the popover has lifted
 * `inert` from the page (adobe/react-spectrum#10610, seen on loaded machines): here every animation frame runs at
 * once, which makes that order certain. Without `FocusReturn` the focus stays on the body.
 */
export const FocusReturnsWhenTheFrameComesEarly: Story = {
  tags: ['!vrt'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /项目/ });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    const requestFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      callback(performance.now());
      return 0;
    };
    try {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    } finally {
      window.requestAnimationFrame = requestFrame;
    }
  },
};

/** Keyboard: Tab to the trigger, ArrowDown opens, arrows move, Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /项目/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('option', { name: '滨江商业综合体' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    // The disabled option is skipped.
    await expect(screen.getByRole('option', { name: '市第一人民医院门诊楼' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('p4');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
