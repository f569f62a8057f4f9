import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs', 'vrt'],
  args: { children: '查看审批详情' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An `<a href>`: the brand colour, no underline until hovered. */
export const Playground: Story = {
  args: { href: '#approval-1024' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '查看审批详情' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#approval-1024');
    await expect(getComputedStyle(link).color).toBe('rgb(20, 99, 216)');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

/** Hovering darkens the colour and underlines. */
export const Hovered: Story = {
  args: { href: '#approval-1024' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '查看审批详情' });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await waitFor(() => expect(getComputedStyle(link).color).toBe('rgb(15, 91, 208)'));
  },
};

/** Without `href`: an action that looks like a link (`onPress`), by mouse or keyboard. */
export const WithOnPress: Story = {
  args: { onPress: fn(), children: '重新识别' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '重新识别' });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** `target="_blank"`: safe `rel`, and screen readers hear that a new window opens. */
export const NewWindow: Story = {
  args: { href: '#drawing-preview', target: '_blank', children: '预览图纸' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^预览图纸\s*（在新窗口中打开）$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Inside a sentence the link is underlined, so colour is not its only cue. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      项目「滨江花园二期」的施工图已提交，请前往
      <Link {...args} href="#approval-1024" inline>
        审批中心
      </Link>
      处理。
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '审批中心' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** Disabled: grey, not focusable by Tab, presses ignored. */
export const Disabled: Story = {
  args: { onPress: fn(), isDisabled: true, children: '下载盖章文件' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '下载盖章文件' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(link).color).toBe('rgb(140, 140, 140)');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Keyboard focus shows the ring. */
export const FocusRing: Story = {
  args: { href: '#approval-1024' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '查看审批详情' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).boxShadow).not.toBe('none');
  },
};
