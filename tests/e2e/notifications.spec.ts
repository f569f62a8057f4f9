/**
 * Notifications reach people while their portal is open (issue 28), over the real-time channel: 陈建国 launches an
 * ordered signing; 吴磊's portal, open on the workbench and never reloaded, gets the socket message, shows the
 * unread badge and the to-do in the bell's popover; its click opens the approval, which he passes. When the last step
 * passes, 陈建国's open portal hears of it the same way.
 */
import { NotificationType } from '@atelier/api';
import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPerson, login, openFolder, openProject } from './helpers';
import { launcher, launchOrderedSigning, passThroughApi, project } from './orderedSigning';
import { expectToast } from './toasts';

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });

/** The unread count the bell announces (消息通知，N条未读; none: 消息通知). */
async function unreadOf(page: Page): Promise<number> {
  await expect(bell(page)).toBeVisible();
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+)条未读/)?.[1] ?? 0);
}

/** The notification types the page's socket has received from now on. */
function socketTypes(page: Page): number[] {
  const types: number[] = [];
  page.on('websocket', (socket: WebSocket) =>
    socket.on('framereceived', ({ payload }) => {
      try {
        const type = Number((JSON.parse(String(payload)) as { type?: unknown }).type);
        if (Number.isFinite(type)) types.push(type);
      } catch {
        // Not a JSON message.
      }
    }),
  );
  return types;
}

test('an open portal shows a new to-do without a reload, its click opens the approval, and the launcher hears of the pass', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const approverPage = await browser.newPage();
  const approverHeard = socketTypes(approverPage);
  await login(approverPage, demoPerson('wulei'));
  const approverUnread = await unreadOf(approverPage);

  const launcherHeard = socketTypes(page);
  await login(page, launcher);
  await openProject(page, project.name);
  await openFolder(page, ['01 建筑', '方案设计']);
  const approvalName = await launchOrderedSigning(page, '方案设计');
  const launcherUnread = await unreadOf(page);

  // 吴磊's portal, as it was: the channel brings the sign request, the badge counts it.
  await expect.poll(() => approverHeard).toContain(NotificationType.SignRequest);
  await expect(bell(approverPage)).toHaveAttribute('aria-label', `消息通知，${approverUnread + 1}条未读`);
  await bell(approverPage).click();
  const entry = approverPage
    .getByRole('list', { name: '消息列表' })
    .getByRole('button', { name: new RegExp(`^您有一个新的审批待处理：${approvalName}.*（未读）$`) });
  await expect(entry).toBeVisible();
  await entry.click();
  // The click reads it and opens the approval in 吴磊's to-do list.
  await expect(approverPage).toHaveURL(/\/workflow\/all\?/);
  const detail = approverPage.getByRole('dialog', { name: '审批详情' });
  await expect(detail.getByText(approvalName).first()).toBeVisible();
  await expect(bell(approverPage)).toHaveAttribute(
    'aria-label',
    approverUnread === 0 ? '消息通知' : `消息通知，${approverUnread}条未读`,
  );
  await detail.getByRole('button', { name: '通过', exact: true }).click();
  const pass = approverPage.getByRole('dialog', { name: '通过审批' });
  await expectToast(approverPage, '审批已通过', () => pass.getByRole('button', { name: '通过', exact: true }).click());

  // 刘洋 passes the last step: 陈建国's open portal hears that his approval passed.
  await passThroughApi(request, 'liuyang', approvalName);
  await expect.poll(() => launcherHeard).toContain(NotificationType.Approved);
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(launcherUnread);
  await bell(page).click();
  await expect(
    page
      .getByRole('list', { name: '消息列表' })
      .getByRole('button', { name: new RegExp(`^您发起的审批已通过：${approvalName}`) }),
  ).toBeVisible();
});
