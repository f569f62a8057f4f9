/**
 * The drawing check in the running portal against the real server (issue 8): the seeded faulty drawings of
 * 02 结构/送审图 are found in their lists, the error report downloads as a spreadsheet with their rows, a missing
 * signer is corrected by clicking the name, and both the batches and the next check use the correction.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_PROJECTS } from '../../packages/api/src/seed/index';
import { expect, test } from './fixtures';
import { demoPerson, login, openFolder, openProject, openQuickStamp, pick } from './helpers';

const launcher = demoPerson('chenjianguo');
const project = DEMO_PROJECTS.find((p) => p.name === '滨江新城综合体');
if (!project) throw new Error('no demo project 滨江新城综合体');

test('the check finds the faulty drawings, reports them, and a correction changes the batches and the next check', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, launcher);
  await openProject(page, project.name);
  await openFolder(page, ['02 结构', '送审图']);
  const wizard = await openQuickStamp(page, '送审图');
  const next = wizard.getByRole('button', { name: '下一步' });
  await expect(next).toBeEnabled({ timeout: 60_000 });
  await expect(wizard.getByText('识别成功')).toHaveCount(5);

  const check = async () => {
    await next.click();
    await page
      .getByRole('alertdialog', { name: '是否对图纸进行校验？' })
      .getByRole('button', { name: '校验', exact: true })
      .click();
  };
  await check();
  const result = page.getByRole('dialog', { name: '校验结果' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const titleBlock = result.getByRole('list', { name: '缺少打印图签信息的图纸（1）' });
  await expect(titleBlock.getByText('结施-15 楼梯详图.pdf')).toBeVisible();
  await expect(titleBlock.getByText('图签缺少打印信息：图号')).toBeVisible();
  const signers = result.getByRole('list', { name: '签字人未识别或未加入项目的图纸（2）' });
  await expect(signers.getByText('审核：未识别到签字人')).toBeVisible();
  await expect(signers.getByText('校对：林芳 未加入项目')).toBeVisible();
  const unit = result.getByRole('list', { name: '图纸单位不是毫米的图纸（1）' });
  await expect(unit.getByText('结施-14 屋面梁配筋图.pdf')).toBeVisible();

  // The error report: a CSV Excel opens (BOM), one row per faulty drawing with its reasons.
  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: '下载异常报告' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('图纸校验异常报告.csv');
  const report = await readFile((await download.path()) ?? '', 'utf8');
  expect(report.startsWith('\uFEFF')).toBe(true);
  const rows = report.slice(1).trim().split('\r\n');
  expect(rows[0]).toBe('"文件名","路径","异常原因"');
  expect(rows).toHaveLength(5);
  expect(rows.find((row) => row.includes('结施-12'))).toContain('审核：未识别到签字人');
  expect(rows.find((row) => row.includes('结施-14'))).toContain('图纸单位不是毫米');

  // 结施-12's 审核 field was read empty: 张敏 signs it.
  await signers.getByRole('button', { name: '更正审核：未识别' }).click();
  const picker = page.getByRole('dialog', { name: '更正签字人' });
  await expect(picker.getByText('图纸：结施-12 一层梁配筋图.pdf')).toBeVisible();
  await pick(page, picker, /审核/, '张敏');
  await picker.getByRole('button', { name: /保\s*存/ }).click();
  await expect(picker).toHaveCount(0);
  const corrected = result.getByRole('list', { name: '签字人未识别或未加入项目的图纸（1）' });
  await expect(corrected.getByText('校对：林芳 未加入项目')).toBeVisible();
  await expect(corrected.getByText('结施-12 一层梁配筋图.pdf')).toHaveCount(0);

  // Going on: 结施-12 is now batched with the sheets signed like it.
  await result.getByRole('button', { name: '继续发起' }).click();
  const batches = wizard.getByRole('list', { name: '签章批次' });
  await expect(batches).toBeVisible({ timeout: 30_000 });
  // 结施-11, -12 (corrected), -14 and -15 are signed alike; 结施-13 names 林芳 for 校对.
  await expect(batches.getByText('共4张图纸')).toBeVisible();
  await expect(batches.getByText('共1张图纸')).toBeVisible();

  // The next check no longer finds 结施-12.
  await wizard.getByRole('button', { name: '上一步' }).click();
  await check();
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByRole('list', { name: '签字人未识别或未加入项目的图纸（1）' })).toBeVisible();
  await expect(result.getByText('结施-12 一层梁配筋图.pdf')).toHaveCount(0);
});
