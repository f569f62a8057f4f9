import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs', 'vrt'],
  args: { label: '审批意见', placeholder: '请输入审批意见', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter starts a new line; onChange gets the whole text. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: '审批意见' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, '同意。{Enter}请设计部李娜补充节点大样。');
    await expect(textarea).toHaveValue('同意。\n请设计部李娜补充节点大样。');
    await expect(args.onChange).toHaveBeenLastCalledWith('同意。\n请设计部李娜补充节点大样。');
  },
};

/** `rows` sets the visible height: 4 rows of 22px. */
export const Rows: Story = {
  args: { rows: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '审批意见' }).clientHeight).toBe(88);
  },
};

/** The height follows the text between two and four lines, then it scrolls. */
export const AutoSize: Story = {
  args: { autoSize: { minRows: 2, maxRows: 4 } },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '审批意见' });
    await expect(textarea.clientHeight).toBe(44);
    await userEvent.type(textarea, '第一行{Enter}第二行{Enter}第三行');
    await waitFor(() => expect(textarea.clientHeight).toBe(66));
    await userEvent.type(textarea, '{Enter}第四行{Enter}第五行{Enter}第六行');
    await waitFor(() => expect(textarea.clientHeight).toBe(88));
    await expect(getComputedStyle(textarea).overflowY).toBe('auto');
  },
};

/** The counter sits under the box, is the field's description, and turns red at the limit. */
export const WithCount: Story = {
  args: { maxLength: 20, showCount: true, description: '驳回时必须填写' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '审批意见' });
    await expect(canvas.getByText('0/20')).toBeVisible();
    await userEvent.type(textarea, '图纸签章位置有误');
    await expect(textarea).toHaveAccessibleDescription('驳回时必须填写 8/20');
    await expect(getComputedStyle(canvas.getByText('8/20')).color).toBe('rgb(89, 89, 89)');
    await userEvent.type(textarea, '，请校对后重新提交审批流程。再次确认');
    await expect(textarea).toHaveValue('图纸签章位置有误，请校对后重新提交审批流');
    await expect(getComputedStyle(canvas.getByText('20/20')).color).toBe('rgb(201, 48, 44)');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, label: '驳回原因', placeholder: '请填写驳回原因', errorMessage: '请填写驳回原因' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '驳回原因' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('请填写驳回原因');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '已审批，意见不可修改' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: '审批意见' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, '改', { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue('已审批，意见不可修改');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '同意。——王强 2024-05-06' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: '审批意见' });
    await expect(textarea).toHaveAttribute('readonly');
    await userEvent.type(textarea, '改');
    await expect(textarea).toHaveValue('同意。——王强 2024-05-06');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
