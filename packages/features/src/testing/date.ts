import { expect, userEvent, within } from 'storybook/test';

/**
 * Types `YYYY-MM-DD` into the date picker named `label` inside `scope` (@atelier/ui's DatePicker: a segment each for
 * year, month and day, in the locale's order), as a person does: each segment is focused and its digits typed.
 */
export async function typeDate(scope: HTMLElement, label: string | RegExp, value: string) {
  const [year, month, day] = value.split('-');
  const parts: Record<string, string | undefined> = { year, month, day };
  const group = within(scope).getByRole('group', { name: label });
  const segments = within(group).getAllByRole('spinbutton');
  await expect(segments).toHaveLength(3);
  for (const segment of segments) {
    const digits = parts[segment.getAttribute('data-type') ?? ''];
    if (digits === undefined) throw new Error(`a date segment of an unknown type: ${segment.outerHTML}`);
    await userEvent.click(segment);
    await userEvent.keyboard(digits);
  }
}
