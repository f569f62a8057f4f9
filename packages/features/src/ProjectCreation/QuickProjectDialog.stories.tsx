import { ProjectMessage, ProjectType } from '@atelier/api';
import type { FixtureStore } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { QuickProjectDialog } from './QuickProjectDialog';

/** The year the stories' clock shows (.storybook/clock.ts pins it to 2026-11-27), whatever the year it is played. */
const year = 2026;

const meta = {
  title: 'Features/QuickProjectDialog',
  component: QuickProjectDialog,
  // Pictures only of stories whose screen does not show the current year (the year select, X{year}-): the
  // others would change every January.
  tags: ['autodocs'],
  ...fixtureApi,
  args: { isOpen: true, currentUserId: 'u-001', onCreated: fn(), onCancel: fn() },
} satisfies Meta<typeof QuickProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: '新建快捷项目' });
  return {
    dialog,
    name: within(dialog).getByRole('textbox', { name: '项目名称' }),
    simpleName: within(dialog).getByRole('textbox', { name: '项目简称' }),
    ok: within(dialog).getByRole('button', { name: '确定' }),
  };
}

/** Types into a field and leaves it (the rules and the server's check run on blur). */
async function typeAndLeave(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.tab();
}

/** The dialog as it opens: name, short name (saved as X{year}-…), the enterprise's people. */
export const Empty: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const { dialog } = await openDialog();
    await waitFor(() => expect(within(dialog).getByText(`保存为 X${year}-简称`)).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /^项目人员/ })).toBeVisible();
  },
};

/** Name, short name and one person: the project is created, the creator 9 and the person an ordinary member. */
export const Creates: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const { dialog, name, simpleName, ok } = await openDialog();
    await userEvent.type(name, '城西快捷项目');
    await userEvent.type(simpleName, 'CXKJ');
    await userEvent.click(within(dialog).getByRole('button', { name: /^项目人员/ }));
    const popover = await screen.findByRole('dialog', { name: '项目人员' });
    // The creator is not offered.
    await expect(within(popover).queryByRole('option', { name: /^陈建国/ })).not.toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('option', { name: /^李婷/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '项目人员' })).not.toBeInTheDocument());
    await userEvent.click(ok);
    await waitFor(() => expect(context.args.onCreated).toHaveBeenCalledTimes(1));
    await expect(context.args.onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ name: '城西快捷项目', simpleName: `X${year}-CXKJ`, proType: ProjectType.Quick }),
    );
    const created = store.state.projects.find((p) => p.name === '城西快捷项目');
    await expect(store.state.members.filter((m) => m.projectId === created?.id).map((m) => m.permissionLevel)).toEqual([
      9, 2,
    ]);
  },
};

/** Every name rule of 5.7 with its message, shown on blur. */
export const NameRules: Story = {
  play: async () => {
    const { dialog, name, simpleName } = await openDialog();
    const cases: [string, string][] = [
      ['   ', ProjectMessage.NameBlank],
      ['a/b', ProjectMessage.NameSpecialCharacters],
      ['a\\b', ProjectMessage.NameSpecialCharacters],
      ['CON', ProjectMessage.NameReserved],
      ['项目.', ProjectMessage.NameTrailingPeriod],
      ['名'.repeat(65), ProjectMessage.NameTooLong],
    ];
    for (const [text, message] of cases) {
      await typeAndLeave(name, text);
      await expect(await within(dialog).findByText(message)).toBeVisible();
    }
    await typeAndLeave(simpleName, 'a'.repeat(26));
    await expect(await within(dialog).findByText(ProjectMessage.ShortNameTooLong)).toBeVisible();
  },
};

/** Required fields: OK with nothing typed shows both messages and creates nothing. */
export const Required: Story = {
  play: async (context) => {
    const { dialog, ok } = await openDialog();
    await userEvent.click(ok);
    await expect(await within(dialog).findByText(ProjectMessage.NameRequired)).toBeVisible();
    await expect(within(dialog).getByText(ProjectMessage.ShortNameRequired)).toBeVisible();
    await expect(context.args.onCreated).not.toHaveBeenCalled();
  },
};

/** A name or short name already used in the enterprise: the server's message under the field, on blur. */
export const Taken: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        const [first] = store.state.projects;
        if (first)
          store.state.projects.push({ ...first, id: 'p-taken', name: '已有快捷项目', simpleName: `X${year}-YYKJ` });
      },
    },
  },
  play: async () => {
    const { dialog, name, simpleName } = await openDialog();
    await typeAndLeave(name, '滨江新城综合体');
    await expect(await within(dialog).findByText(ProjectMessage.NameTaken)).toBeVisible();
    await typeAndLeave(simpleName, 'YYKJ');
    await expect(await within(dialog).findByText(ProjectMessage.ShortNameTaken)).toBeVisible();
  },
};
