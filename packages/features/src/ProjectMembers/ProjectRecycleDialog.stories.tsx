import { ProjectRecycleMessage } from '@atelier/api';
import { type FixtureStore, recycleProject } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { ProjectRecycleDialog } from './ProjectRecycleDialog';

const PROJECT = '城南小学改扩建';

/** 李婷 deleted her 城南小学改扩建; the signed-in administrator 陈建国 sees it in the bin. */
const deleted: FixtureApiParameters = {
  setup: (store: FixtureStore) => {
    const project = store.state.projects.find((p) => p.name === PROJECT);
    const liting = store.state.users.find((u) => u.realname === '李婷');
    if (project && liting) recycleProject(store, project, liting.userId);
  },
};

const meta = {
  title: 'Features/ProjectMembers/ProjectRecycleDialog',
  component: ProjectRecycleDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof ProjectRecycleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bin = () => screen.findByRole('dialog', { name: '项目回收站' });

/** The deleted project with its creator and the days left of its 30. */
export const List: Story = {
  parameters: { fixtureApi: deleted },
  play: async () => {
    const dialog = within(await bin());
    const row = (await dialog.findByRole('rowheader', { name: PROJECT }, { timeout: 5000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await expect(within(row).getByText('李婷')).toBeVisible();
    await expect(within(row).getByText('30天')).toBeVisible();
    await expect(dialog.getByRole('button', { name: `恢复${PROJECT}` })).toBeVisible();
  },
};

/** The store's clock pinned at 10 March 2026, 10:00 in Shanghai: five days after 李婷 deleted the project. */
const PINNED_NOW = new Date('2026-03-10T10:00:00+08:00');
const DELETED_AT = new Date('2026-03-05T09:30:00+08:00');
const pad = (n: number) => String(n).padStart(2, '0');
/** The delete time as the fixture writes it: local time where the story plays (Shanghai in the pictures). */
const localTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * The bin on a pinned clock (pictured at 992 px, issue 22): deleted on 5 March, 25 of its 30 days left on 10 March.
 * The clock is the fixture store's, so the picture does not change from day to day.
 */
export const PinnedClock: Story = {
  tags: ['vrt-992'],
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        store.now = () => PINNED_NOW;
        const project = store.state.projects.find((p) => p.name === PROJECT);
        const liting = store.state.users.find((u) => u.realname === '李婷');
        if (project && liting) recycleProject(store, project, liting.userId, DELETED_AT);
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = within(await bin());
    const row = (await dialog.findByRole('rowheader', { name: PROJECT }, { timeout: 5000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await expect(within(row).getByText('25天')).toBeVisible();
    await expect(within(row).getByText(localTime(DELETED_AT))).toBeVisible();
  },
};

/** Restoring after the confirmation: the bin is empty and a toast names the project. */
export const Restore: Story = {
  parameters: { fixtureApi: deleted },
  play: async () => {
    const dialog = within(await bin());
    await userEvent.click(await dialog.findByRole('button', { name: `恢复${PROJECT}` }, { timeout: 5000 }));
    const ask = within(await screen.findByRole('alertdialog', { name: '恢复项目' }));
    await waitFor(() => expect(ask.getByText(ProjectRecycleMessage.restoreQuestion(PROJECT))).toBeVisible());
    await userEvent.click(ask.getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(screen.getByText(`已恢复项目“${PROJECT}”`)).toBeVisible(), { timeout: 5000 });
    await expect(await dialog.findByText('回收站中没有项目', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};

/** Deleting for good asks with the danger button; then the bin is empty. */
export const Purge: Story = {
  parameters: { fixtureApi: deleted },
  play: async () => {
    const dialog = within(await bin());
    await userEvent.click(await dialog.findByRole('button', { name: `彻底删除${PROJECT}` }, { timeout: 5000 }));
    const ask = within(await screen.findByRole('alertdialog', { name: '彻底删除项目' }));
    await waitFor(() => expect(ask.getByText(ProjectRecycleMessage.purgeQuestion(PROJECT))).toBeVisible());
    await userEvent.click(ask.getByRole('button', { name: '彻底删除' }));
    await waitFor(() => expect(screen.getByText('项目已彻底删除')).toBeVisible(), { timeout: 5000 });
    await expect(await dialog.findByText('回收站中没有项目', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};

/** Nothing deleted. */
export const Empty: Story = {
  play: async () => {
    await expect(await within(await bin()).findByText('回收站中没有项目', {}, { timeout: 5000 })).toBeVisible();
  },
};
