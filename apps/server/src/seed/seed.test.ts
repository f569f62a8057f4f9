import { buffer } from 'node:stream/consumers';
import {
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_PROJECTS,
  DEMO_STAMPS,
  type DemoFolder,
  drawingSigners,
  seedTexts,
  titleBlockSigners,
} from '@atelier/api/seed';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { queryRows } from '../db/index';
import {
  enterprises,
  fileRecords,
  frameTemplateRegions,
  frameTemplates,
  projects,
  RegionKind,
  resources,
  stamps,
  users,
} from '../db/schema';
import { createTestServer, type TestServer } from '../testing/harness';
import { pageText } from '../testing/pdfText';
import { loadSeedFont, SHEET_MM } from './drawing';
import { isDatabaseEmpty } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const MM = 72 / 25.4;

async function drawing(project: 'binjiang' | 'jiangbei' | 'gaoxin', path: string) {
  const resourceId = server.ids.resources[project][path];
  if (!resourceId) throw new Error(`no demo drawing ${path}`);
  const [record] = await server.db.select().from(fileRecords).where(eq(fileRecords.resourceId, resourceId));
  if (!record) throw new Error(`no record for ${path}`);
  return { record, bytes: new Uint8Array(await buffer(await server.files.get(record.storageKey))) };
}

describe('the test database', () => {
  it('is the one the environment names: PostgreSQL with DATABASE_URL, else the embedded PGlite', async () => {
    const [row] = await queryRows<{ version: string }>(server.db, sql`select version()`);
    if (process.env.DATABASE_URL) {
      expect(server.kind).toBe('postgres');
      expect(row?.version).toMatch(/^PostgreSQL \d+/);
      expect(row?.version).not.toContain('PGlite');
    } else {
      expect(server.kind).toBe('pglite');
      expect(row?.version).toContain('PGlite');
    }
  });
});

describe('the demo firm', () => {
  it('has two enterprises, the people, and projects of both types', async () => {
    expect(await isDatabaseEmpty(server.db)).toBe(false);
    const firms = await server.db.select({ name: enterprises.name }).from(enterprises);
    expect(firms.map((f) => f.name).sort()).toEqual(['华筑建筑设计研究院有限公司', '同创结构工程咨询有限公司'].sort());
    expect((await server.db.select({ n: count() }).from(users))[0]?.n).toBe(DEMO_PEOPLE.length);
    const types = await server.db.select({ proType: projects.proType }).from(projects);
    expect(new Set(types.map((t) => t.proType))).toEqual(new Set(['1', '2']));
  });

  it('stores scrypt hashes, never the password', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.username, 'liting'));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(DEMO_PASSWORD);
    await expect(verifyPassword(DEMO_PASSWORD, row?.passwordHash ?? '')).resolves.toBe(true);
  });

  it('stores a file for every drawing, with its size and MD5', async () => {
    const files = await server.db.select().from(resources).where(eq(resources.isFolder, false));
    const drawings = DEMO_PROJECTS.flatMap((p) => JSON.stringify(p.folders).match(/"sheet"/g) ?? []);
    expect(files.filter((f) => f.ext === 'pdf')).toHaveLength(drawings.length);
    const { record, bytes } = await drawing('binjiang', '01 建筑/施工图/建施-01 总平面图.pdf');
    expect(record.size).toBe(bytes.length);
    expect(record.md5).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the demo drawings', () => {
  it('are A1 and A2 sheets with a real text layer: title block, project, drawing and its signers', async () => {
    const { bytes } = await drawing('binjiang', '01 建筑/施工图/建施-01 总平面图.pdf');
    const page = await pageText(bytes);
    expect(page.width).toBeCloseTo(SHEET_MM.A1.width * MM, 1);
    expect(page.height).toBeCloseTo(SHEET_MM.A1.height * MM, 1);
    expect(page.text).toEqual(
      expect.arrayContaining([
        '设计单位',
        '华筑建筑设计研究院有限公司',
        '工程名称',
        '滨江新城综合体',
        '图名',
        '总平面图',
        '图号',
        '建施-01',
        '比例',
        '1:500',
        '日期',
        '图幅',
        'A1',
        '设计',
        '校对',
        '审核',
        '审定',
        '专业负责人',
        '项目负责人',
      ]),
    );
    const project = DEMO_PROJECTS.find((p) => p.key === 'binjiang');
    if (!project) throw new Error('no binjiang');
    const signers = titleBlockSigners(project, 'arch');
    expect(signers).toEqual([
      { label: '设计', name: '李婷' },
      { label: '校对', name: '周晓燕' },
      { label: '审核', name: '吴磊' },
      { label: '审定', name: '刘洋' },
      { label: '专业负责人', name: '黄伟' },
      { label: '项目负责人', name: '陈建国' },
    ]);
    expect(page.text).toEqual(expect.arrayContaining(signers.map((s) => s.name)));
    expect(page.text.join('')).not.toContain('\uFFFD');
  });

  it('name the signers of the drawing’s specialty and its project', async () => {
    const { bytes } = await drawing('jiangbei', '施工图/结施-01 桥墩配筋图.pdf');
    const page = await pageText(bytes);
    expect(page.width).toBeCloseTo(SHEET_MM.A2.width * MM, 1);
    expect(page.text).toEqual(
      expect.arrayContaining([
        '同创结构工程咨询有限公司',
        '江北大桥结构咨询',
        '桥墩配筋图',
        '马丽',
        '林芳',
        '高军',
        '许文博',
      ]),
    );
  });

  it('fill all six signer fields of every demo drawing from the project’s members', () => {
    for (const project of DEMO_PROJECTS) {
      const specialties = new Set(JSON.stringify(project.folders).match(/"specialty":"\w+"/g) ?? []);
      expect(specialties.size).toBeGreaterThan(0);
      for (const entry of specialties) {
        const specialty = entry.split('"')[3] as Parameters<typeof titleBlockSigners>[1];
        const names = titleBlockSigners(project, specialty).map((s) => s.name);
        expect(
          names.every((name) => name.length >= 2),
          `${project.name} ${specialty}: ${names}`,
        ).toBe(true);
      }
    }
  });

  it('include a structural set drawn and signed by another firm, and an A3 sheet', async () => {
    const { bytes } = await drawing('gaoxin', '02 结构/结施-01 基础平面布置图.pdf');
    const page = await pageText(bytes);
    expect(page.text).toEqual(
      expect.arrayContaining(['同创结构工程咨询有限公司', '高新区人才公寓', '马丽', '林芳', '高军', '许文博']),
    );
    const a3 = await pageText((await drawing('gaoxin', '01 建筑/施工图/建施-02 北立面图.pdf')).bytes);
    expect(a3.width).toBeCloseTo(SHEET_MM.A3.width * MM, 1);
  });

  it('include a folder of drawings sent in for checking, one fault each (issue 8)', async () => {
    const folder = '02 结构/送审图';
    const text = async (name: string) => (await pageText((await drawing('binjiang', `${folder}/${name}`)).bytes)).text;
    const sound = await text('结施-11 地下室顶板配筋图.pdf');
    expect(sound).toEqual(
      expect.arrayContaining(['地下室顶板配筋图', '结施-11', '孙志强', '王海涛', '张敏', '郑丽华', '黄伟', '陈建国']),
    );
    // 审核 (张敏) left empty.
    const unsigned = await text('结施-12 一层梁配筋图.pdf');
    expect(unsigned).toEqual(expect.arrayContaining(['一层梁配筋图', '孙志强', '王海涛', '郑丽华']));
    expect(unsigned).not.toContain('张敏');
    // 校对 signed by 林芳 of 同创, not a member of the project.
    const outsider = await text('结施-13 二层梁配筋图.pdf');
    expect(outsider).toEqual(expect.arrayContaining(['林芳', '张敏']));
    expect(outsider).not.toContain('王海涛');
    // 图号 printed empty; the file keeps its name.
    const unnumbered = await text('结施-15 楼梯详图.pdf');
    expect(unnumbered).toEqual(expect.arrayContaining(['图号', '楼梯详图']));
    expect(unnumbered).not.toContain('结施-15');
    // Plotted in centimetres: the whole A1 sheet at a tenth of its size, text and all.
    const { bytes } = await drawing('binjiang', `${folder}/结施-14 屋面梁配筋图.pdf`);
    const centimetres = await pageText(bytes);
    expect(centimetres.width).toBeCloseTo(SHEET_MM.A1.width * MM * 0.1, 1);
    expect(centimetres.height).toBeCloseTo(SHEET_MM.A1.height * MM * 0.1, 1);
    expect(centimetres.text).toEqual(expect.arrayContaining(['屋面梁配筋图', '结施-14', '孙志强']));
    // The other folders of the project are as they were.
    const files = await server.db
      .select({ name: resources.name })
      .from(resources)
      .where(eq(resources.parentId, server.ids.resources.binjiang['01 建筑/施工图'] ?? ''));
    expect(files.map((f) => f.name).sort()).toEqual(
      ['建施-01 总平面图.pdf', '建施-02 一层平面图.pdf', '建施-03 南立面图.pdf'].sort(),
    );
  });

  it('name only members of the project in the signer fields, but for the seeded faults', () => {
    for (const project of DEMO_PROJECTS) {
      const members = new Set(project.members.map((m) => DEMO_PEOPLE.find((p) => p.key === m.person)?.realname ?? ''));
      const visit = (folders: readonly DemoFolder[]) => {
        for (const folder of folders) {
          for (const d of folder.drawings ?? []) {
            const { signers } = drawingSigners(project, d);
            const strangers = signers.filter((s) => !members.has(s.name)).map((s) => s.name);
            const expected = d.signedBy
              ? signers.map((s) => s.name)
              : Object.values(d.faults?.signers ?? {}).filter((name) => !members.has(name));
            expect(strangers, `${project.name} ${d.number}`).toEqual(expected);
          }
          visit(folder.folders ?? []);
        }
      };
      visit(project.folders);
    }
  });

  it('have frame templates at 华筑 (A1, A2), none at 同创, and the stamps of both firms', async () => {
    const templates = await server.db.select().from(frameTemplates);
    expect(templates.map((t) => [t.enterpriseId, t.name]).sort()).toEqual(
      [
        [server.ids.enterprises.huazhu, '标准图框（A1）'],
        [server.ids.enterprises.huazhu, '标准图框（A2）'],
      ].sort(),
    );
    expect(templates.every((t) => t.curSignNum === 6 && t.curStampNum === 2)).toBe(true);
    // The printed fields the drawing check asks for: 图名 and 图号.
    const infos = await server.db
      .select({ templateId: frameTemplateRegions.templateId, label: frameTemplateRegions.label })
      .from(frameTemplateRegions)
      .where(eq(frameTemplateRegions.kind, RegionKind.Info));
    for (const template of templates) {
      expect(infos.filter((i) => i.templateId === template.id).map((i) => i.label)).toEqual(['图名', '图号']);
    }
    expect((await server.db.select({ n: count() }).from(stamps))[0]?.n).toBe(DEMO_STAMPS.length);
  });

  it('draw only characters the shipped font subset has', async () => {
    const font = await loadSeedFont();
    expect(font.missing(seedTexts().join(''))).toEqual([]);
    expect(font.bytes.length).toBeLessThan(100_000);
    expect(font.missing('龘')).toEqual(['龘']);
  });
});
