import { PickerMode } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi } from '../testing';
import { PersonnelPicker } from './PersonnelPicker';

/*
 * 001 section 5.10: the current user (陈建国) and people already in (李婷) are disabled; in user mode people without
 * both duties and specialties are flagged 信息待完善 (a person added to the fixture firm without duties).
 */

const meta = {
  title: 'Features/Organisation/PersonnelPicker',
  component: PersonnelPicker,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    mode: PickerMode.User,
    currentUserId: 'u-001',
    memberIds: ['u-002'],
  },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.users.push({
          userId: 'u-013',
          username: 'qianduoduo',
          password: 'x',
          realname: '钱多多',
          phone: '13700002222',
          email: '',
          specialtyId: '',
          dutyId: '',
          enterpriseIds: ['ent-001'],
          curEnterpriseId: 'ent-001',
          roleIds: [],
        });
      },
    } satisfies FixtureApiParameters,
  },
} satisfies Meta<typeof PersonnelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 8000;

async function picker() {
  const dialog = await screen.findByRole('dialog', { name: '选择人员' }, { timeout: T });
  const list = within(dialog).getByRole('list', { name: '人员' });
  await within(list).findByRole('checkbox', { name: /张敏/ }, { timeout: T });
  return { dialog, list };
}

const itemOf = (list: HTMLElement, name: string) =>
  within(list)
    .getByRole('checkbox', { name: new RegExp(name) })
    .closest('li') as HTMLElement;

/** Who cannot be picked, and why. */
export const DisabledReasons: Story = {
  tags: ['vrt'],
  play: async () => {
    const { list } = await picker();
    await expect(within(list).getByRole('checkbox', { name: /陈建国/ })).toBeDisabled();
    await expect(within(itemOf(list, '陈建国')).getByText('当前用户')).toBeVisible();
    await expect(within(list).getByRole('checkbox', { name: /李婷/ })).toBeDisabled();
    await expect(within(itemOf(list, '李婷')).getByText('已添加')).toBeVisible();
    await expect(within(list).getByRole('checkbox', { name: /钱多多/ })).toBeDisabled();
    await expect(within(itemOf(list, '钱多多')).getByText('信息待完善')).toBeVisible();
    await expect(within(list).getByRole('checkbox', { name: /张敏/ })).toBeEnabled();
  },
};

/** In plain mode the person without duties can be picked. */
export const PlainMode: Story = {
  args: { mode: PickerMode.Plain },
  play: async () => {
    const { list } = await picker();
    await expect(within(list).getByRole('checkbox', { name: /钱多多/ })).toBeEnabled();
  },
};

/** Picking two people and confirming hands them over in the order picked. */
export const PickAndConfirm: Story = {
  play: async ({ args }) => {
    const { dialog, list } = await picker();
    await userEvent.click(within(list).getByRole('checkbox', { name: /张敏/ }));
    await userEvent.click(within(list).getByRole('checkbox', { name: /刘洋/ }));
    await expect(within(dialog).getByText('已选 2 人')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '移除张敏' }));
    await expect(within(dialog).getByText('已选 1 人')).toBeVisible();
    await userEvent.click(within(list).getByRole('checkbox', { name: /张敏/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const [people] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0] as [{ realname: string }[]];
    await expect(people.map((p) => p.realname)).toEqual(['刘洋', '张敏']);
  },
};

/** Nothing picked: 请选择人员; past the maximum: 最多选择1人. */
export const RequiredAndMax: Story = {
  args: { max: 1 },
  play: async ({ args }) => {
    const { dialog, list } = await picker();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请选择人员')).toBeVisible();
    await userEvent.click(within(list).getByRole('checkbox', { name: /张敏/ }));
    await userEvent.click(within(list).getByRole('checkbox', { name: /刘洋/ }));
    await expect(await within(dialog).findByText('最多选择1人')).toBeVisible();
    await expect(within(list).getByRole('checkbox', { name: /刘洋/ })).not.toBeChecked();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A department narrows the list; the search finds by name. */
export const DepartmentAndSearch: Story = {
  play: async () => {
    const { dialog, list } = await picker();
    await userEvent.click(within(dialog).getByRole('row', { name: '结构设计所' }));
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(3), { timeout: T });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索人员' }), '孙');
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('checkbox')
            .map((c) => c.closest('li')?.textContent),
        ).toEqual([expect.stringContaining('孙志强')]),
      { timeout: T },
    );
  },
};
