import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Opens the select named `label` inside `scope` and picks the option whose name starts with `option`. */
export async function pickOption(scope: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: label }));
  const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
  await userEvent.click(await within(listbox).findByRole('option', { name: new RegExp(`^${option}`) }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}
