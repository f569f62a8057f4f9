import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Switch, switchSizes } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs', 'vrt'],
  args: { children: 'CA 签章', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: switchSizes } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click toggles; onChange gets the new state. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'CA 签章' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('CA 签章'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** On/off text inside the pill follows the state; the state itself is announced by the role. */
export const WithText: Story = {
  args: { onText: '开', offText: '关', defaultSelected: true, children: '消息提醒' },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: '消息提醒' });
    await expect(control).toBeChecked();
    await expect(canvas.getByText('开')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(control);
    await expect(canvas.getByText('关')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** md is 44x22, sm 28x16. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {switchSizes.map((size) => (
        <Switch key={size} {...args} size={size} aria-label={`尺寸 ${size}`}>
          {null}
        </Switch>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { sm: [28, 16], md: [44, 22] } as const;
    for (const size of switchSizes) {
      const pill = canvas
        .getByRole('switch', { name: `尺寸 ${size}` })
        .closest('label')
        ?.querySelector('[data-part="track"]');
      const rect = (pill as HTMLElement).getBoundingClientRect();
      await expect([rect.width, rect.height]).toEqual(expected[size]);
    }
  },
};

/** Selected: the brand colour, the handle on the right. */
export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const pill = canvas
      .getByRole('switch', { name: 'CA 签章' })
      .closest('label')
      ?.querySelector('[data-part="track"]') as HTMLElement;
    await waitFor(() => expect(getComputedStyle(pill).backgroundColor).toBe('rgb(20, 99, 216)'));
    const knob = pill.querySelector('[data-part="handle"]') as HTMLElement;
    await waitFor(() => expect(pill.getBoundingClientRect().right - knob.getBoundingClientRect().right).toBe(2));
  },
};

/** Space toggles, with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'CA 签章' });
    await expect(control).toHaveFocus();
    await expect(control.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'CA 签章' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('CA 签章'), { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the parent owns the state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Switch {...args} isSelected={on} onChange={setOn} />
        <output>{on ? '将使用 CA 数字证书签章' : '不使用 CA 签章'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('不使用 CA 签章')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'CA 签章' }));
    await expect(canvas.getByText('将使用 CA 数字证书签章')).toBeVisible();
  },
};
