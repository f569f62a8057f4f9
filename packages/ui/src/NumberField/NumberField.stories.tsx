import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField, numberFieldSizes } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs', 'vrt'],
  args: { label: '图纸张数', defaultValue: 12, minValue: 0, maxValue: 999, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: numberFieldSizes } },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing commits on blur; onChange gets a number. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '图纸张数' });
    await expect(input).toHaveValue('12');
    await userEvent.clear(input);
    await userEvent.type(input, '36');
    await userEvent.tab();
    await expect(input).toHaveValue('36');
    await expect(args.onChange).toHaveBeenLastCalledWith(36);
  },
};

/** The steppers are named from the locale and the label; arrow keys step too. */
export const Steppers: Story = {
  args: { step: 2 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '图纸张数' });
    await userEvent.click(canvas.getByRole('button', { name: '增加图纸张数' }));
    await expect(input).toHaveValue('14');
    await expect(args.onChange).toHaveBeenLastCalledWith(14);
    await userEvent.click(canvas.getByRole('button', { name: '减少图纸张数' }));
    await userEvent.click(canvas.getByRole('button', { name: '减少图纸张数' }));
    await expect(input).toHaveValue('10');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('12');
  },
};

/** At the maximum the increase stepper is disabled; a typed value past it is clamped. */
export const MinMax: Story = {
  args: { label: '会签人数', defaultValue: 9, minValue: 1, maxValue: 10 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '会签人数' });
    const increase = canvas.getByRole('button', { name: '增加会签人数' });
    await userEvent.click(increase);
    await expect(input).toHaveValue('10');
    await expect(increase).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: '减少会签人数' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** `formatOptions`: currency and percent, formatted for the locale. */
export const Formatted: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumberField
        {...args}
        label="设计费（元）"
        defaultValue={125000}
        maxValue={undefined}
        formatOptions={{ style: 'currency', currency: 'CNY' }}
      />
      <NumberField
        {...args}
        label="完成比例"
        defaultValue={0.25}
        maxValue={1}
        step={0.05}
        formatOptions={{ style: 'percent' }}
      />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '设计费（元）' })).toHaveValue('¥125,000.00');
    const percent = canvas.getByRole('textbox', { name: '完成比例' });
    await expect(percent).toHaveValue('25%');
    await userEvent.click(canvas.getByRole('button', { name: '增加完成比例' }));
    await expect(percent).toHaveValue('30%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.3);
  },
};

export const Invalid: Story = {
  args: { label: '份数', isRequired: true, defaultValue: undefined, errorMessage: '请输入打印份数' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '份数' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入打印份数');
    await expect(canvas.getByText('请输入打印份数')).toBeVisible();
  },
};

/** sm 24, md 32, lg 40 pixels high. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {numberFieldSizes.map((size) => (
        <NumberField key={size} {...args} size={size} label={`尺寸 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { sm: 24, md: 32, lg: 40 } as const;
    for (const size of numberFieldSizes) {
      const group = canvas.getByRole('textbox', { name: `尺寸 ${size}` }).parentElement as HTMLElement;
      await expect(group.getBoundingClientRect().height).toBe(expected[size]);
    }
  },
};

/** Disabled: no steppers, no typing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '图纸张数' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '增加图纸张数', hidden: true })).not.toBeVisible();
    await userEvent.type(input, '5', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '图纸张数' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A component's `locale` prop overrides the provider's strings. */
export const LocaleOverride: Story = {
  args: {
    label: undefined,
    'aria-label': 'Copies',
    locale: { incrementField: (label) => `More ${label}`, decrementField: (label) => `Fewer ${label}` },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More Copies' }));
    await expect(canvas.getByRole('textbox', { name: 'Copies' })).toHaveValue('13');
    await expect(canvas.getByRole('button', { name: 'Fewer Copies' })).toBeEnabled();
  },
};
