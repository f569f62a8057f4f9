import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs', 'vrt'],
  args: { children: '下载盖章后的图纸（PDF）', placement: 'top', showArrow: true },
  argTypes: { placement: { control: 'select', options: tooltipPlacements } },
  render: (args) => (
    <div style={{ padding: '64px 160px' }}>
      <TooltipTrigger delay={0}>
        <Button aria-label="下载" icon={<Download size={14} aria-hidden />} />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** React Aria's cool-down after a tooltip closes (TOOLTIP_COOLDOWN, 500 ms), with a margin. */
const COOL_DOWN_MS = 600;

/** A real mouse moves before it enters the trigger; react-aria only treats hover as a pointer's after a move. */
const hover = async (element: HTMLElement) => {
  await userEvent.hover(element.parentElement as HTMLElement);
  await userEvent.hover(element);
};

/** The default delay: hovering shows the tooltip after 500ms, not at once. (First, before any tooltip has warmed up.) */
export const DefaultDelay: Story = {
  render: (args) => (
    <div style={{ padding: '64px 160px' }}>
      <TooltipTrigger>
        <Button aria-label="下载" icon={<Download size={14} aria-hidden />} />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    // React Aria's warm-up is one flag for the page: a story shown before this one in the same page (the Focus
    // story's open tooltip) leaves it on until 500 ms after its tooltip closed. Its cool-down passes first.
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS));
    const started = performance.now();
    await hover(canvas.getByRole('button', { name: '下载' }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(480);
  },
};

/** Hover shows it (delay 0 here); the trigger is described by it; leaving hides it. */
export const Hover: Story = {
  // Its picture caught the tooltip mid-animation on CI; the Focus story's picture shows the open tooltip.
  tags: ['!vrt'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '下载' });
    await hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('下载盖章后的图纸（PDF）');
    await expect(trigger).toHaveAccessibleDescription('下载盖章后的图纸（PDF）');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await hover(trigger);
    await screen.findByRole('tooltip');
  },
};

/** A row's 归档 button and a download button; Delete on the page removes the row (as a list's shortcut would). */
function GoingTrigger() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Delete') setShown(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div style={{ padding: '64px 160px', display: 'flex', gap: 16 }}>
      {shown ? (
        <TooltipTrigger>
          <Button>归档</Button>
          <Tooltip>归档后从列表移除</Tooltip>
        </TooltipTrigger>
      ) : null}
      <TooltipTrigger>
        <Button aria-label="下载" icon={<Download size={14} aria-hidden />} />
        <Tooltip>下载盖章后的图纸（PDF）</Tooltip>
      </TooltipTrigger>
    </div>
  );
}

/**
 * A trigger that goes while its tooltip is open (its row removed) closes that tooltip, so the page's warm-up cools
 * down as after any close: a tooltip hovered later waits its delay again. Without it, the later one showed at once.
 */
export const TriggerGoesWhileOpen: Story = {
  tags: ['!vrt'],
  render: () => <GoingTrigger />,
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS));
    await hover(canvas.getByRole('button', { name: '归档' }));
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('归档后从列表移除');
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: '归档' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS));
    const download = canvas.getByRole('button', { name: '下载' });
    await hover(download);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('下载盖章后的图纸');
  },
};

/** Keyboard focus shows it at once; Escape hides it. */
export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '下载' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

/** Below the trigger, with the arrow turned up. */
export const PlacementBottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '下载' });
    await hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
  },
};

export const PlacementRight: Story = {
  args: { placement: 'right' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '下载' });
    await hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'right');
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().right);
  },
};

export const NoArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvas }) => {
    await hover(canvas.getByRole('button', { name: '下载' }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.querySelector('svg')).toBeNull();
  },
};

/** A long hint wraps at 250px. */
export const LongText: Story = {
  // Not screenshot: under load the harness's pointer reset sometimes closes this tooltip before the picture.
  tags: ['!vrt'],
  args: { children: '盖章后的图纸将按设计、校对、审核、审定的顺序加盖电子签章，并生成不可篡改的 PDF 文件。' },
  play: async ({ canvas }) => {
    await hover(canvas.getByRole('button', { name: '下载' }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(250);
    await expect(tooltip.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** `isDisabled` on the trigger: no tooltip. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ padding: '64px 160px' }}>
      <TooltipTrigger delay={0} isDisabled>
        <Button aria-label="下载" icon={<Download size={14} aria-hidden />} />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    await hover(canvas.getByRole('button', { name: '下载' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
