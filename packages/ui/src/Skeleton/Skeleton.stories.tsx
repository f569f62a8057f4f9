import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonAvatarShapes } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs', 'vrt'],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (root: HTMLElement, part: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`));

/** A title and three lines, announced as busy with the locale's "加载中". */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const skeleton = canvas.getByRole('progressbar', { name: '加载中' });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(parts(canvasElement, 'title')).toHaveLength(1);
    const lines = parts(canvasElement, 'line');
    await expect(lines).toHaveLength(3);
    // The last line is shorter, as Ant's.
    await expect(lines[2]?.offsetWidth).toBeLessThan(lines[0]?.offsetWidth ?? 0);
  },
};

/** With an avatar: two lines beside it. */
export const WithAvatar: Story = {
  args: { avatar: true },
  play: async ({ canvasElement }) => {
    const [avatar] = parts(canvasElement, 'avatar');
    await expect(avatar?.offsetWidth).toBe(32);
    await expect(getComputedStyle(avatar as HTMLElement).borderTopLeftRadius).not.toBe('0px');
    await expect(parts(canvasElement, 'line')).toHaveLength(2);
  },
};

/** A square, large avatar and five lines. */
export const SquareAvatarManyRows: Story = {
  args: { avatar: { shape: skeletonAvatarShapes[1], size: 'lg' }, paragraph: { rows: 5 } },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement, 'avatar')[0]?.offsetWidth).toBe(40);
    await expect(parts(canvasElement, 'line')).toHaveLength(5);
  },
};

/** Shimmering; the shimmer stops under `prefers-reduced-motion`. */
export const Active: Story = {
  args: { active: true, avatar: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-active', 'true');
    const line = parts(canvasElement, 'line')[0] as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(line).animationName).toEqual(reduced ? 'none' : expect.stringMatching(/shimmer/));
  },
};

/** Only a title, or only lines; rounded bars. */
export const TitleOnlyRound: Story = {
  args: { paragraph: false, round: true, title: { width: 200 } },
  play: async ({ canvasElement }) => {
    const [title] = parts(canvasElement, 'title');
    await expect(title?.offsetWidth).toBe(200);
    await expect(getComputedStyle(title as HTMLElement).borderTopLeftRadius).toBe('8px');
    await expect(parts(canvasElement, 'line')).toHaveLength(0);
  },
};

/** `isLoading={false}` shows the content instead. */
export const Loaded: Story = {
  args: { isLoading: false, children: <p>项目：滨江花园二期 · 设计：张伟</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByText(/滨江花园二期/)).toBeVisible();
  },
};

/** The busy label follows the locale prop. */
export const LocaleOverride: Story = {
  args: { locale: { loading: '正在加载图纸' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在加载图纸' })).toBeInTheDocument();
  },
};
