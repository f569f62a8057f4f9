import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, datePickerSizes } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  tags: ['autodocs', 'vrt'],
  args: { label: '交付时间', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: datePickerSizes } },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name })).getAllByRole('spinbutton');

/**
 * In Chinese the empty date reads 年/月/日, year first (issue 22 item 11: the browser's date input showed
 * mm/dd/yyyy on a Chinese page); typing the digits fills the segments in turn and gives `YYYY-MM-DD`.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const segments = segmentsOf(canvasElement, '交付时间');
    await expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual(['year', 'month', 'day']);
    await expect(segments.map((segment) => segment.textContent)).toEqual(['年', '月', '日']);
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('20261127');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27');
    await expect(segments.map((segment) => segment.textContent)).toEqual(['2026', '11', '27']);
  },
};

/** In English the order is the American one (mm/dd/yyyy): the order follows the provider's locale, not the browser. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Delivery date', defaultValue: '2026-11-27' },
  play: async ({ canvasElement }) => {
    const segments = segmentsOf(canvasElement, 'Delivery date');
    await expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual(['month', 'day', 'year']);
    await expect(segments.map((segment) => segment.textContent)).toEqual(['11', '27', '2026']);
  },
};

/** A date given shows with leading zeros; clearing every segment gives '' (no date). */
export const Cleared: Story = {
  args: { defaultValue: '2026-03-08' },
  play: async ({ canvasElement, args }) => {
    const segments = segmentsOf(canvasElement, '交付时间');
    // Leading zeros, as the product writes dates elsewhere (2026-03-08).
    await expect(segments.map((segment) => segment.textContent)).toEqual(['2026', '03', '08']);
    for (const segment of segments) {
      await userEvent.click(segment);
      await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    }
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** The calendar: the button opens the month of the date; a day pressed becomes the value. */
export const Calendar: Story = {
  // The calendar outlines today: a picture of it would change from day to day.
  tags: ['!vrt'],
  args: { defaultValue: '2026-11-20' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /11月25日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** An error message makes the field invalid and is its description. */
export const Invalid: Story = {
  args: { defaultValue: '2020-01-01', errorMessage: '交付时间不能早于今天', isRequired: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '交付时间' });
    // The description also says the date chosen (react-aria's 选定的日期：…).
    await expect(group).toHaveAccessibleDescription(/交付时间不能早于今天/);
    await expect(group).toHaveAttribute('data-invalid');
  },
};

/**
 * A date never wraps and is never cut: in a box narrower than the date, the segments stay on one line and the field
 * keeps the width the whole date needs (at 110 px the day was clipped to 2026 / 11 /).
 */
export const NeverWraps: Story = {
  args: { defaultValue: '2026-11-27' },
  decorators: [
    (Story) => (
      <div style={{ width: 110 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const segments = segmentsOf(canvasElement, '交付时间');
    const tops = new Set(segments.map((segment) => Math.round(segment.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(segments.map((segment) => segment.textContent)).toEqual(['2026', '11', '27']);
    // Every segment, the separators too, lies inside the input that clips them and inside the field's border.
    const input = segments[0]?.parentElement as HTMLElement;
    const group = within(canvasElement).getByRole('group', { name: '交付时间' });
    const parts = [...input.querySelectorAll<HTMLElement>('[data-type]')];
    await expect(parts.map((part) => part.getAttribute('data-type'))).toEqual([
      'year',
      'literal',
      'month',
      'literal',
      'day',
    ]);
    for (const box of [input.getBoundingClientRect(), group.getBoundingClientRect()]) {
      for (const part of parts) {
        const rect = part.getBoundingClientRect();
        await expect({
          part: part.textContent,
          left: rect.left >= box.left - 0.5,
          right: rect.right <= box.right + 0.5,
        }).toEqual({ part: part.textContent, left: true, right: true });
      }
    }
  },
};
