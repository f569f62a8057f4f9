import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderOpen } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Empty } from './Empty';

const meta = {
  title: 'UI/Empty',
  component: Empty,
  tags: ['autodocs', 'vrt'],
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: an inbox picture and the locale's "暂无数据". */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().height).toBe(72);
  },
};

/** A description of one's own. */
export const CustomDescription: Story = {
  args: { description: '该项目还没有图纸' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该项目还没有图纸')).toBeVisible();
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
  },
};

const create = fn();

/** An action under the text. */
export const WithAction: Story = {
  beforeEach: () => {
    create.mockClear();
  },
  args: {
    description: '还没有项目',
    children: (
      <Button variant="primary" onPress={create}>
        新建项目
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建项目' }));
    await expect(create).toHaveBeenCalledOnce();
  },
};

/** The small variant for lists, selects and tables. */
export const Simple: Story = {
  args: { simple: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().height).toBe(40);
  },
};

/** A custom image, or none; the description can be hidden too. */
export const CustomImage: Story = {
  args: { image: <FolderOpen size={64} strokeWidth={1} aria-hidden />, description: '文件夹为空' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('文件夹为空')).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().height).toBe(64);
  },
};

export const NoImageNoDescription: Story = {
  args: { image: null, description: false, children: <Button>刷新</Button> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible();
  },
};

/** The description follows the locale prop. */
export const LocaleOverride: Story = {
  args: { locale: { description: '暂无审批记录' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无审批记录')).toBeVisible();
  },
};
