import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import type { ListBoxOption } from '../ListBox/option';
import { AtelierProvider } from '../provider/AtelierProvider';
import { Select } from '../Select/Select';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './themes.css';
import { darkTokens, lightTokens } from './tokens';

const projects: ListBoxOption[] = [
  { id: 'p1', label: '滨江商业综合体' },
  { id: 'p2', label: '城南安置房二期' },
  { id: 'p4', label: '市第一人民医院门诊楼' },
];

/** A colour as the browser computes it (the built stylesheet writes #ffffff as #fff). */
function rgb(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/** The colour an element resolves for a theme variable (`var(--name)` in the contract). */
const resolved = (element: Element, cssVar: string) =>
  rgb(getComputedStyle(element).getPropertyValue(cssVar.slice(4, -1)).trim());

/** A page in either theme, with a dialog (portalled to <body>) holding a select (its popover portalled too). */
function ThemedPage({ initialTheme }: { initialTheme: 'dark' | 'light' }) {
  const [theme, setTheme] = useState(initialTheme);
  return (
    <AtelierProvider themeClassName={theme === 'dark' ? darkTheme : lightTheme}>
      <div data-testid="page" style={{ background: vars.color.neutral.background, padding: 16, minHeight: 480 }}>
        <Dialog title="图纸详情" defaultOpen width={480} footer={null}>
          <Select label="项目" items={projects} />
          <Button onPress={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme === 'dark' ? '切换为浅色主题' : '切换为深色主题'}
          </Button>
        </Dialog>
      </div>
    </AtelierProvider>
  );
}

/**
 * The dark theme (issue 27): `darkTheme` fills the same token contract as `lightTheme`. Overlays are portalled to
 * <body>, outside the provider's wrapper, and still take the theme: `AtelierProvider` puts it on <body> as well.
 */
const meta = {
  title: 'UI/Theme/Dark',
  component: ThemedPage,
  args: { initialTheme: 'dark' },
} satisfies Meta<typeof ThemedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog and a select's popover in the dark theme; the picture shows both open. */
export const DialogAndPopover: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: '图纸详情' });
    await expect(canvas.getByTestId('page').contains(dialog)).toBe(false);
    await expect(resolved(dialog, vars.color.neutral.surface)).toBe(rgb(darkTokens.color.neutral.surface));
    await expect(resolved(dialog, vars.color.neutral.text)).toBe(rgb(darkTokens.color.neutral.text));

    await userEvent.click(within(dialog).getByRole('button', { name: /项目/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(dialog.contains(listbox)).toBe(false);
    await expect(resolved(listbox, vars.color.neutral.surface)).toBe(rgb(darkTokens.color.neutral.surface));
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '城南安置房二期' })).toBeVisible());
  },
};

/** Switched at run time: the overlays follow the provider's theme, and the light theme leaves <body> as it was. */
export const SwitchedAtRunTime: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '图纸详情' });
    await expect(resolved(dialog, vars.color.neutral.surface)).toBe(rgb(darkTokens.color.neutral.surface));
    await userEvent.click(within(dialog).getByRole('button', { name: '切换为浅色主题' }));
    await waitFor(() =>
      expect(resolved(dialog, vars.color.neutral.surface)).toBe(rgb(lightTokens.color.neutral.surface)),
    );
    for (const name of darkTheme.split(' ')) await expect(document.body).not.toHaveClass(name);
    await userEvent.click(within(dialog).getByRole('button', { name: '切换为深色主题' }));
    await waitFor(() =>
      expect(resolved(dialog, vars.color.neutral.surface)).toBe(rgb(darkTokens.color.neutral.surface)),
    );
  },
};
