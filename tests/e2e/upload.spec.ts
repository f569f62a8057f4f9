/**
 * Uploads in the running portal against the real server (issue 5): a folder of 500 drawings, a large drawing paused
 * and continued, a duplicate that completes at once, the file rules' messages, and a server killed mid-upload that
 * loses nothing confirmed: the retry sends only the parts the server did not have.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ResponseMessages, UPLOAD_EXTENSION_TOO_LONG, UPLOAD_NO_EXTENSION, UPLOAD_PART_BYTES } from '@atelier/api';
import type { Page } from '@playwright/test';
import { DEMO_PROJECTS } from '../../packages/api/src/seed/index';
import { serverControlFile } from './control.mjs';
import { expect, test } from './fixtures';
import { demoPerson, login, openProject } from './helpers';
import { expectToast } from './toasts';

const creator = demoPerson('chenjianguo');
const project = DEMO_PROJECTS.find((p) => p.createdBy === creator.key);
if (!project) throw new Error('no demo project created by chenjianguo');
const SPECIALTIES = ['建筑', '结构', '给排水', '暖通', '电气'] as const;
const DRAWINGS = 500;

let work: string;
test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-upload-'));
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A small PDF whose bytes name it (distinct MD5s). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n${'0'.repeat(1024)}\n%%EOF\n`);

/** `bytes` of content that depends on `seed`. */
function largeContent(bytes: number, seed: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  for (let offset = 0; offset < bytes; offset += 4096) buffer.writeUInt32LE((offset * 2654435761 + seed) >>> 0, offset);
  buffer.write('%PDF-1.4\n', 0);
  return buffer;
}

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: '上传', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '上传文件' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function uploadFiles(page: Page, files: string[]) {
  const dialog = await openUploadDialog(page);
  await dialog.locator('input[type="file"]:not([webkitdirectory])').setInputFiles(files);
  await dialog.getByRole('button', { name: '开始上传' }).click();
  await expect(dialog).toHaveCount(0);
}

const panel = (page: Page) => page.getByRole('region', { name: /正在上传（已加密）|上传完成/ });
const row = (page: Page, name: string) =>
  panel(page).getByRole('listitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

/** Slows the part PUTs and logs each one: its part number and whether the server confirmed it. */
async function watchParts(page: Page, delayMs: number) {
  const log: { uploadId: string; partNumber: number; ok: boolean }[] = [];
  // Parts on their way to the server: a part in flight when the page aborts may still be confirmed after.
  const state = { inFlight: 0 };
  await page.route('**/ossUpload/parts/**', async (route) => {
    const [, uploadId = '', partNumber = '0'] =
      /\/parts\/([^/]+)\/(\d+)/.exec(new URL(route.request().url()).pathname) ?? [];
    state.inFlight += 1;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const response = await route.fetch();
      log.push({ uploadId, partNumber: Number(partNumber), ok: response.ok() });
      await route.fulfill({ response }).catch(() => {});
    } catch {
      log.push({ uploadId, partNumber: Number(partNumber), ok: false });
      await route.abort('connectionreset').catch(() => {});
    } finally {
      state.inFlight -= 1;
    }
  });
  return { log, state };
}

// The three tests are independent (their own files; the restart restarts only their worker's server): parallel, so
// that the two workers share this file, the last one to start, instead of one running it alone at the end.
test.describe.configure({ mode: 'parallel' });

test('a folder of 500 drawings goes up, its tree created first; a duplicate completes at once; the rules speak', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const folder = path.join(work, '二期施工图');
  for (const [s, specialty] of SPECIALTIES.entries()) {
    mkdirSync(path.join(folder, specialty), { recursive: true });
    for (let n = 1; n <= DRAWINGS / SPECIALTIES.length; n++) {
      const name = `${specialty}-${String(n).padStart(3, '0')}.pdf`;
      writeFileSync(path.join(folder, specialty, name), pdf(`${s}-${n}`));
    }
  }
  await login(page, creator);
  await openProject(page, project.name);

  const dialog = await openUploadDialog(page);
  await dialog.locator('input[webkitdirectory]').setInputFiles(folder);
  await expect(dialog.getByText(`已选择${DRAWINGS}个文件（文件夹：二期施工图）`)).toBeVisible();
  await expect(dialog.getByText(`上传至：${project.name}`)).toBeVisible();
  // The picked list is virtualised: a screenful of rows, not 500.
  const rows = await dialog.getByRole('list', { name: '待上传文件' }).getByRole('listitem').count();
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThan(30);
  await expectToast(page, '上传成功', async () => {
    await dialog.getByRole('button', { name: '开始上传' }).click();
    await expect(panel(page).getByRole('heading', { name: '上传完成' })).toBeVisible({ timeout: 240_000 });
  });
  await expect(panel(page)).toContainText(`${DRAWINGS}/${DRAWINGS}`);

  // The tree is in the project: the folder, its five specialties, 100 drawings in each.
  await page.getByRole('rowheader', { name: '二期施工图', exact: true }).click();
  for (const specialty of SPECIALTIES) await expect(page.getByRole('rowheader', { name: specialty })).toBeVisible();
  await page.getByRole('rowheader', { name: '结构', exact: true }).click();
  await expect(page.getByText('共 100 项')).toBeVisible();

  // Done: closing asks nothing and clears the finished rows.
  await panel(page).getByRole('button', { name: '关闭' }).click();
  await expect(panel(page)).toHaveCount(0);

  // A copy of a drawing already there: instant.
  const copy = path.join(work, '结构-001-副本.pdf');
  writeFileSync(copy, readFileSync(path.join(folder, '结构', '结构-001.pdf')));
  // And files the rules refuse, each with its message.
  const noExtension = path.join(work, '说明');
  const longExtension = path.join(work, '图纸.abcdefghijklmnopq');
  writeFileSync(noExtension, 'notes');
  writeFileSync(longExtension, 'drawing');
  await uploadFiles(page, [copy, noExtension, longExtension]);
  await expect(row(page, '结构-001-副本.pdf')).toContainText('秒传成功');
  await expect(row(page, '说明')).toContainText(UPLOAD_NO_EXTENSION);
  await expect(row(page, '图纸.abcdefghijklmnopq')).toContainText(UPLOAD_EXTENSION_TOO_LONG);
  await expect(page.getByRole('rowheader', { name: '结构-001-副本.pdf' })).toBeVisible();
});

test('a large drawing is paused and continued: only the parts the server lacks are sent', async ({ page }) => {
  test.setTimeout(180_000);
  // The engine sends 4 parts at once: by the pause two waves (8 parts) may be on the server; the rest is not.
  const parts = 12;
  const file = path.join(work, '总图-大样.pdf');
  const content = largeContent(parts * UPLOAD_PART_BYTES - 1000, 1);
  writeFileSync(file, content);
  await login(page, creator);
  await openProject(page, project.name);
  const { log, state } = await watchParts(page, 400);

  await uploadFiles(page, [file]);
  await expect.poll(() => log.filter((p) => p.ok).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await row(page, '总图-大样.pdf').getByRole('button', { name: '暂停总图-大样.pdf' }).click();
  await expect(row(page, '总图-大样.pdf')).toContainText('已暂停');
  // What the server holds once the part that was on its way has landed (or not).
  await expect.poll(() => state.inFlight).toBe(0);
  const beforeResume = log.length;
  const held = new Set(log.filter((p) => p.ok).map((p) => p.partNumber));
  expect(held.size).toBeLessThan(parts);

  await row(page, '总图-大样.pdf').getByRole('button', { name: '继续上传总图-大样.pdf' }).click();
  await expect(row(page, '总图-大样.pdf')).toContainText('上传成功', { timeout: 90_000 });
  const sentAfter = log.slice(beforeResume).map((p) => p.partNumber);
  // Continuing sent only the parts the server lacked, and together they are the whole file.
  for (const part of sentAfter) expect(held.has(part)).toBe(false);
  expect(new Set([...held, ...sentAfter]).size).toBe(parts);
  await expect(page.getByRole('rowheader', { name: '总图-大样.pdf' })).toBeVisible();
});

test('the server killed mid-upload loses nothing confirmed: after the restart the retry sends the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const parts = 6;
  const file = path.join(work, '总图-竣工.pdf');
  writeFileSync(file, largeContent(parts * UPLOAD_PART_BYTES - 500, 2));
  await login(page, creator);
  await openProject(page, project.name);
  const { log, state } = await watchParts(page, 400);

  await uploadFiles(page, [file]);
  await expect.poll(() => log.filter((p) => p.ok).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  const serverPid = Number(readFileSync(serverControlFile(process.env.E2E_PORT), 'utf8'));
  process.kill(serverPid, 'SIGUSR2');
  // The row says failed (its name carries the status) and shows why.
  await expect(row(page, '总图-竣工.pdf')).toHaveAccessibleName('总图-竣工.pdf 上传失败', { timeout: 60_000 });
  await expect(row(page, '总图-竣工.pdf')).toContainText(ResponseMessages.NetworkError);
  await expect.poll(() => state.inFlight).toBe(0);
  const beforeRetry = log.length;
  const beforeKill = new Set(log.filter((p) => p.ok).map((p) => p.partNumber));

  await expect
    .poll(async () => (await request.get('/healthz').catch(() => null))?.ok() ?? false, { timeout: 120_000 })
    .toBe(true);
  await row(page, '总图-竣工.pdf').getByRole('button', { name: '重新上传总图-竣工.pdf' }).click();
  await expect(row(page, '总图-竣工.pdf')).toContainText('上传成功', { timeout: 90_000 });
  // Only what was sent after the restart: none of it was on the server already.
  const afterRestart = log.slice(beforeRetry).map((p) => p.partNumber);
  for (const part of afterRestart) expect(beforeKill.has(part)).toBe(false);
  expect(new Set([...beforeKill, ...afterRestart]).size).toBe(parts);
  await expect(page.getByRole('rowheader', { name: '总图-竣工.pdf' })).toBeVisible();
});
