import { FixedRoleId, NoticeLimit, NoticeMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { EnterpriseNotices } from './EnterpriseNotices';

const meta = {
  title: 'Features/Notices/EnterpriseNotices',
  component: EnterpriseNotices,
  tags: ['autodocs'],
  args: { canManage: true },
  ...fixtureApi,
} satisfies Meta<typeof EnterpriseNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = '关于启用电子签章的通知';
const SECOND = '年终图纸归档安排';
const toastShown = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });

/** The administrator's list: newest first, who published and when, 发布公告, and 编辑/删除 on each row. */
export const List: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '企业公告' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: '企业公告' });
    const first = await within(grid).findByRole('rowheader', { name: FIRST }, { timeout: 5000 });
    const headers = within(grid).getAllByRole('rowheader');
    await expect(headers.map((h) => h.textContent)).toEqual([FIRST, SECOND]);
    await expect(within(first.closest('[role="row"]') as HTMLElement).getByText('陈建国')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发布公告' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `编辑${FIRST}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `删除${FIRST}` })).toBeVisible();
  },
};

/** A member reads the same list, without 发布公告, 编辑 or 删除. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('rowheader', { name: FIRST }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '发布公告' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `编辑${FIRST}` })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
  },
};

/** No notices yet: 暂无公告. */
export const Empty: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: { resolvers: { notice: { list: () => ({ list: [], total: 0 }) } } } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无公告', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The list cannot be loaded: the server's message, 加载失败 and 重试. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { notice: { list: () => refuse(FixtureCode.Warning, '服务繁忙，请稍后再试') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await toastShown('服务繁忙，请稍后再试');
    await closeToasts();
  },
};

/** A notice opened: its title, who published it and when, and its text with its line breaks. */
export const Details: Story = {
  tags: ['vrt', 'vrt-992'],
  args: { canManage: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: FIRST }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: FIRST }, { timeout: 5000 });
    const body = within(dialog);
    await expect(await body.findByText('陈建国')).toBeVisible();
    await expect(body.getByText(/发布于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    const text = await body.findByText(/自12月1日起/);
    await expect(text.textContent).toContain('纸质盖章不再受理。\n如有疑问');
  },
};

/** Closing the details: 知道了. */
export const CloseDetails: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: FIRST }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: FIRST }, { timeout: 5000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FIRST })).toBeNull());
  },
};

/** 确定 with nothing typed: each field names what it needs, and the dialog stays. */
export const EditorErrors: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发布公告' }));
    const form = within(await screen.findByRole('dialog', { name: '发布公告' }));
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await form.findByText(NoticeMessage.TitleRequired)).toBeVisible();
    await expect(form.getByText(NoticeMessage.ContentRequired)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /公告标题/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Publishing: 确定 with nothing typed names both fields; typing clears a field's message; the title takes at most
 * 50 characters (a longer paste is cut there, the counter at its limit); then the notice is published, listed first.
 */
export const Publish: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发布公告' }));
    const dialog = await screen.findByRole('dialog', { name: '发布公告' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await form.findByText(NoticeMessage.TitleRequired)).toBeVisible();
    await expect(form.getByText(NoticeMessage.ContentRequired)).toBeVisible();

    const title = form.getByRole('textbox', { name: /公告标题/ });
    await userEvent.click(title);
    await userEvent.paste('甲'.repeat(NoticeLimit.TitleMax + 1));
    await expect(form.queryByText(NoticeMessage.TitleRequired)).toBeNull();
    await expect(title).toHaveValue('甲'.repeat(NoticeLimit.TitleMax));
    await expect(form.getByText(`${NoticeLimit.TitleMax}/${NoticeLimit.TitleMax}`)).toBeVisible();
    await expect(form.getByText(NoticeMessage.ContentRequired)).toBeVisible();

    await userEvent.clear(title);
    await userEvent.type(title, '元旦放假安排');
    await userEvent.type(form.getByRole('textbox', { name: /公告内容/ }), '1月1日放假一天。{enter}1月2日正常上班。');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await toastShown('公告已发布');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发布公告' })).toBeNull());
    await waitFor(
      async () =>
        expect(within(canvas.getByRole('grid')).getAllByRole('rowheader')[0]).toHaveTextContent('元旦放假安排'),
      { timeout: 5000 },
    );
    await closeToasts();
  },
};

/** Editing: the notice's title and text in the editor; saved, the list shows the new title. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `编辑${SECOND}` }, { timeout: 5000 }));
    const form = within(await screen.findByRole('dialog', { name: '编辑公告' }, { timeout: 5000 }));
    const title = form.getByRole('textbox', { name: /公告标题/ });
    await expect(title).toHaveValue(SECOND);
    await expect((form.getByRole('textbox', { name: /公告内容/ }) as HTMLTextAreaElement).value).toContain('预归档');
    await userEvent.clear(title);
    await userEvent.type(title, '年终图纸归档安排（延期）');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await toastShown('公告已更新');
    await expect(
      await canvas.findByRole('rowheader', { name: '年终图纸归档安排（延期）' }, { timeout: 5000 }),
    ).toBeVisible();
    await closeToasts();
  },
};

/** Deleting asks first, naming the notice; 取消 keeps it, 删除 removes it from the list. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `删除${FIRST}` }, { timeout: 5000 }));
    const ask = within(await screen.findByRole('alertdialog', { name: '删除公告' }));
    await waitFor(() => expect(ask.getByText(NoticeMessage.deleteQuestion(FIRST))).toBeVisible());
    await userEvent.click(ask.getByRole('button', { name: '取消' }));
    await expect(canvas.getByRole('rowheader', { name: FIRST })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: `删除${FIRST}` }));
    const again = within(await screen.findByRole('alertdialog', { name: '删除公告' }));
    await userEvent.click(again.getByRole('button', { name: '删除' }));
    await toastShown('公告已删除');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: FIRST })).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('rowheader', { name: SECOND })).toBeVisible();
    await closeToasts();
  },
};

/**
 * The server refuses (the signed-in person lost the administrator role meanwhile): its message, and the editor keeps
 * what was typed.
 */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        for (const user of store.state.users) {
          if (user.username === 'chenjianguo') {
            user.roleIds = user.roleIds.filter((r) => r !== FixedRoleId.EnterpriseAdmin);
          }
        }
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发布公告' }));
    const form = within(await screen.findByRole('dialog', { name: '发布公告' }));
    await userEvent.type(form.getByRole('textbox', { name: /公告标题/ }), '越权公告');
    await userEvent.type(form.getByRole('textbox', { name: /公告内容/ }), '正文');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await toastShown(NoticeMessage.OnlyAdmin);
    await expect(screen.getByRole('dialog', { name: '发布公告' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /公告标题/ })).toHaveValue('越权公告');
    await expect(form.getByRole('textbox', { name: /公告内容/ })).toHaveValue('正文');
    await closeToasts();
  },
};
