import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ListBoxOption } from '../ListBox/option';
import { ComboBox, comboBoxSizes } from './ComboBox';

const people: ListBoxOption[] = [
  { id: 'u1', label: '张伟', description: '138 0013 8000' },
  { id: 'u2', label: '李娜', description: '139 1024 5566' },
  { id: 'u3', label: '王芳', description: '137 2233 4455' },
  { id: 'u4', label: '张敏', description: '136 8899 0011', isDisabled: true },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<ListBoxOption>,
  tags: ['autodocs', 'vrt'],
  args: { label: '审核人', items: people, onSelectionChange: fn(), onInputChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: comboBoxSizes } },
  render: (args) => (
    <div style={{ width: 280 }}>
      <ComboBox {...args} />
    </div>
  ),
} satisfies Meta<typeof ComboBox<ListBoxOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the options; picking one fills the input and reports its id. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await expect(input).toHaveAttribute('placeholder', '请输入');
    await userEvent.type(input, '张');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).queryByRole('option', { name: /^李娜/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: /^张伟/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('u1');
    await expect(input).toHaveValue('张伟');
  },
};

/** Nothing matches: the open list says so. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '审核人' }), '赵');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('暂无数据')).toBeVisible();
    await expect(within(listbox).queryAllByRole('option', { name: /张|李|王/ })).toHaveLength(0);
  },
};

/** `allowsCustomValue`: text matching no option stays in the field after leaving it. */
export const CustomValue: Story = {
  args: { label: '外部审核单位', allowsCustomValue: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: '外部审核单位' });
    await userEvent.type(input, '市建筑设计研究院');
    await userEvent.tab();
    await expect(input).toHaveValue('市建筑设计研究院');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('市建筑设计研究院');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Without `allowsCustomValue`, unmatched text is reverted on blur. */
export const NoCustomValue: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await userEvent.type(input, '市建筑设计研究院');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

/** Items still loading: a spinner in the field and in the open list. */
export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: '审核人' }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(within(listbox).queryByText('暂无数据')).not.toBeInTheDocument();
  },
};

/** Async: the parent fetches matches for the typed text (`filterOption={false}`), showing a spinner meanwhile. */
export const AsyncItems: Story = {
  args: { filterOption: false },
  render: function Render(args) {
    const [text, setText] = useState('');
    const [items, setItems] = useState<ListBoxOption[]>([]);
    const [loading, setLoading] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    return (
      <div style={{ width: 280 }}>
        <ComboBox
          {...args}
          items={items}
          isLoading={loading}
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            setLoading(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              setItems(value ? people.filter((p) => p.label.includes(value)) : []);
              setLoading(false);
            }, 300);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await userEvent.type(input, '王');
    // While the list is open only the input and the list are exposed, so the list's spinner is the one announced.
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('progressbar', { name: '加载中' })).toBeVisible();
    const option = await within(listbox).findByRole('option', { name: /^王芳/ });
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(option);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('u3');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: '输入姓名搜索' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toHaveAccessibleDescription('输入姓名搜索');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: '请选择审核人' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await expect(canvas.getByText('请选择审核人')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请选择审核人');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'u2' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('李娜');
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 280 }}>
      {comboBoxSizes.map((size) => (
        <ComboBox key={size} {...args} size={size} label={`尺寸 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = comboBoxSizes.map(
      (size) =>
        canvas
          .getByRole('combobox', { name: `尺寸 ${size}` })
          .closest('[role=group]')
          ?.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

/** Keyboard: arrows move through the options (disabled ones skipped), Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: '审核人' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^张伟/ }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^张伟/ }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('u1');
    await expect(input).toHaveValue('张伟');
  },
};
