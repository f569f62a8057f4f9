import { createHash, randomUUID } from 'node:crypto';
import { CertificateStatus, KeyStatus, OwnerType, StampEnabled } from '@atelier/api';
import {
  DEMO_CA_ORGANISATIONS,
  DEMO_CALC_RULES,
  DEMO_DUTIES,
  DEMO_ENTERPRISES,
  DEMO_FLOW_TEMPLATES,
  DEMO_NOTICES,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_PROJECT_TEMPLATES,
  DEMO_PROJECTS,
  DEMO_PUBLISHERS,
  DEMO_SPECIALTIES,
  DEMO_STAMPS,
  type DemoFolder,
  type DemoProject,
  type DutyKey,
  demoCalcRows,
  drawingSigners,
  type EnterpriseKey,
  type PersonKey,
  type ProjectKey,
  type SheetSize,
  type SpecialtyKey,
} from '@atelier/api/seed';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { publicKeyOf } from '../ca/certificates';
import { ensureEnterpriseCa, issueStampCertificate } from '../ca/enterpriseCa';
import type { Database } from '../db/index';
import {
  caActivationKeys,
  duties,
  enterpriseMembers,
  enterprises,
  fileRecords,
  flowTemplateNodes,
  flowTemplates,
  folderPermissions,
  frameTemplateRegions,
  frameTemplates,
  notices,
  projectMembers,
  projects,
  projectTemplates,
  publishCalcPrices,
  publishCalcRules,
  publishers,
  ROOT_PARENT_ID,
  resources,
  specialties,
  stamps,
  users,
} from '../db/schema';
import { seedOrganisation } from '../organisation/demo';
import type { FileStore } from '../storage/fileStore';
import { formatDate } from '../util/format';
import { DEMO_PRIVATE_KEYS } from './demoKeys';
import { loadSeedFont, renderDrawing, type SeedFont } from './drawing';
import { DEMO_FRAME_TEMPLATES, demoFrameTemplate } from './frameTemplates';

/** The ids the seed gave, by demo key (tests use them). */
export interface SeedIds {
  enterprises: Record<EnterpriseKey, string>;
  people: Record<PersonKey, string>;
  projects: Record<ProjectKey, string>;
  /** Resource ids by project and path: ids.resources.binjiang['01 建筑/施工图/建施-01 总平面图.pdf']. */
  resources: Record<ProjectKey, Record<string, string>>;
  duties: Record<EnterpriseKey, Record<DutyKey, string>>;
  specialties: Record<EnterpriseKey, Record<SpecialtyKey, string>>;
  /** Frame templates by enterprise and sheet size. */
  frameTemplates: Record<EnterpriseKey, Partial<Record<SheetSize, string>>>;
  /** Stamps by name (the demo's names are unique). */
  stamps: Record<string, string>;
  /** Flow templates by name (the demo's names are unique). */
  flowTemplates: Record<string, string>;
  /** Print shops and calculation rules by name. */
  publishers: Record<string, string>;
  calcRules: Record<string, string>;
}

const DAY = 24 * 60 * 60 * 1000;
const EMAIL_DOMAINS: Record<EnterpriseKey, string> = { huazhu: 'huazhu-design.cn', tongchuang: 'tongchuang-eng.cn' };

/** Whether the database has no one in it yet (the first start seeds then). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

const keyed = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, randomUUID()])) as Record<K, string>;

type ResourceInsert = typeof resources.$inferInsert;
type RecordInsert = typeof fileRecords.$inferInsert;

interface ProjectPlan {
  resources: ResourceInsert[];
  records: RecordInsert[];
  paths: Record<string, string>;
}

/** Writes a project's folders, drawings and documents (bytes to the store, rows to return). */
async function planProject(
  project: DemoProject,
  ids: SeedIds,
  files: FileStore,
  font: SeedFont,
  now: Date,
): Promise<ProjectPlan> {
  const projectId = ids.projects[project.key];
  const plan: ProjectPlan = { resources: [], records: [], paths: {} };
  let sequence = 0;
  const stamp = () => new Date(now.getTime() - (sequence++ + 1) * 60 * 60 * 1000);

  const addFile = async (parentId: string, path: string, name: string, bytes: Uint8Array, contentType: string) => {
    const id = randomUUID();
    const recordId = randomUUID();
    const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    const storageKey = `projects/${projectId}/${recordId}${ext ? `.${ext}` : ''}`;
    const { size } = await files.put(storageKey, Buffer.from(bytes));
    const when = stamp();
    plan.resources.push({
      id,
      projectId,
      parentId,
      isFolder: false,
      name,
      ext,
      size,
      currentRecordId: recordId,
      createdBy: ids.people[project.createdBy],
      createdAt: when,
      updatedAt: when,
    });
    plan.records.push({
      id: recordId,
      resourceId: id,
      version: 1,
      storageKey,
      size,
      md5: createHash('md5').update(bytes).digest('hex'),
      contentType,
      createdBy: ids.people[project.createdBy],
      createdAt: when,
    });
    plan.paths[path] = id;
  };

  const visit = async (folders: readonly DemoFolder[], parentId: string, parentPath: string) => {
    for (const folder of folders) {
      const id = randomUUID();
      const path = parentPath ? `${parentPath}/${folder.name}` : folder.name;
      const when = stamp();
      plan.resources.push({
        id,
        projectId,
        parentId,
        isFolder: true,
        name: folder.name,
        folderType: folder.folderType ?? null,
        createdBy: ids.people[project.createdBy],
        createdAt: when,
        updatedAt: when,
      });
      plan.paths[path] = id;
      for (const drawing of folder.drawings ?? []) {
        const specialtyName = DEMO_SPECIALTIES.find((s) => s.key === drawing.specialty)?.name ?? '';
        const signed = drawingSigners(project, drawing);
        const bytes = await renderDrawing(
          {
            sheet: drawing.sheet,
            enterpriseName: DEMO_ENTERPRISES.find((e) => e.key === signed.enterprise)?.name ?? '',
            projectName: project.name,
            drawingName: drawing.faults?.blank?.includes('drawing') ? '' : drawing.name,
            number: drawing.faults?.blank?.includes('number') ? '' : drawing.number,
            scale: drawing.scale,
            date: formatDate(now),
            specialty: specialtyName,
            signers: signed.signers,
            unitScale: drawing.faults?.unitScale,
          },
          font,
        );
        const name = `${drawing.number} ${drawing.name}.pdf`;
        await addFile(id, `${path}/${name}`, name, bytes, 'application/pdf');
      }
      for (const document of folder.documents ?? []) {
        const bytes = new TextEncoder().encode(`${document.text}\n`);
        await addFile(id, `${path}/${document.name}`, document.name, bytes, 'text/plain; charset=utf-8');
      }
      await visit(folder.folders ?? [], id, path);
    }
  };
  await visit(project.folders, ROOT_PARENT_ID, '');
  return plan;
}

/**
 * Creates the demo firm (demo.ts): enterprises, dictionaries, people with scrypt-hashed passwords, projects with
 * members, folders, drawings (PDFs in the file store) and folder permissions. One transaction for the rows.
 */
export async function seedDemo(
  db: Database,
  files: FileStore,
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<SeedIds> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const font = await loadSeedFont();
  const enterpriseKeys = DEMO_ENTERPRISES.map((e) => e.key);
  const ids: SeedIds = {
    enterprises: keyed(enterpriseKeys),
    people: keyed(DEMO_PEOPLE.map((p) => p.key)),
    projects: keyed(DEMO_PROJECTS.map((p) => p.key)),
    resources: { binjiang: {}, chengnan: {}, gaoxin: {}, jiangbei: {} },
    duties: {
      huazhu: keyed(DEMO_DUTIES.map((d) => d.key)),
      tongchuang: keyed(DEMO_DUTIES.map((d) => d.key)),
    },
    specialties: {
      huazhu: keyed(DEMO_SPECIALTIES.map((s) => s.key)),
      tongchuang: keyed(DEMO_SPECIALTIES.map((s) => s.key)),
    },
    frameTemplates: { huazhu: {}, tongchuang: {} },
    stamps: Object.fromEntries(DEMO_STAMPS.map((stamp) => [stamp.name, randomUUID()])),
    flowTemplates: Object.fromEntries(DEMO_FLOW_TEMPLATES.map((template) => [template.name, randomUUID()])),
    publishers: Object.fromEntries(DEMO_PUBLISHERS.map((publisher) => [publisher.name, randomUUID()])),
    calcRules: Object.fromEntries(DEMO_CALC_RULES.map((rule) => [rule.ruleName, randomUUID()])),
  };

  // The demo accounts share one published password: one scrypt hash serves them all (a real account's hash is
  // salted on its own when it is set).
  const demoHash = await hashPassword(DEMO_PASSWORD);
  log('drawing the demo PDFs');
  const plans: ProjectPlan[] = [];
  for (const project of DEMO_PROJECTS) {
    const plan = await planProject(project, ids, files, font, now);
    ids.resources[project.key] = plan.paths;
    plans.push(plan);
  }

  await db.transaction(async (tx) => {
    await tx.insert(enterprises).values(
      DEMO_ENTERPRISES.map((e) => ({
        id: ids.enterprises[e.key],
        name: e.name,
        shortName: e.shortName,
        districtDetails: e.districtDetails,
        stampIsCloud: e.key === 'huazhu',
        createdAt: new Date(now.getTime() - 400 * DAY),
      })),
    );
    for (const e of enterpriseKeys) {
      await tx.insert(duties).values(
        DEMO_DUTIES.map((d, index) => ({
          id: ids.duties[e][d.key],
          enterpriseId: ids.enterprises[e],
          name: d.name,
          alias: d.name,
          dutyRole: d.dutyRole,
          isSign: true,
          sortOrder: index,
        })),
      );
      await tx.insert(specialties).values(
        DEMO_SPECIALTIES.map((s, index) => ({
          id: ids.specialties[e][s.key],
          enterpriseId: ids.enterprises[e],
          name: s.name,
          alias: s.name,
          sortOrder: index,
        })),
      );
    }
    await tx.insert(users).values(
      DEMO_PEOPLE.map((p) => {
        const first = p.enterprises[0]?.key ?? 'huazhu';
        return {
          id: ids.people[p.key],
          username: p.key,
          passwordHash: demoHash,
          realname: p.realname,
          phone: p.phone,
          email: `${p.key}@${EMAIL_DOMAINS[first]}`,
          currentEnterpriseId: ids.enterprises[first],
          createdAt: new Date(now.getTime() - 300 * DAY),
        };
      }),
    );
    await tx.insert(enterpriseMembers).values(
      DEMO_PEOPLE.flatMap((p) =>
        p.enterprises.map((membership, index) => ({
          enterpriseId: ids.enterprises[membership.key],
          userId: ids.people[p.key],
          roles: membership.roles,
          joinedAt: new Date(now.getTime() - (300 - index) * DAY),
        })),
      ),
    );
    await seedOrganisation(tx, ids);

    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const projectId = ids.projects[project.key];
      await tx.insert(projects).values({
        id: projectId,
        enterpriseId: ids.enterprises[project.enterprise],
        name: project.name,
        simpleName: project.simpleName,
        proType: project.proType,
        year: project.year,
        designNum: project.designNum,
        address: project.address,
        scale: project.scale,
        cooOrg: project.cooOrg,
        development: project.development,
        buildingType: project.buildingType,
        createdBy: ids.people[project.createdBy],
        createdAt: new Date(`${project.year}-03-01T09:00:00+08:00`),
        updatedAt: new Date(now.getTime() - (index + 1) * DAY),
      });
      await tx.insert(projectMembers).values(
        project.members.map((m) => {
          const demoPerson = DEMO_PEOPLE.find((p) => p.key === m.person);
          return {
            projectId,
            userId: ids.people[m.person],
            staffType: m.staffType,
            roleLevel: m.roleLevel,
            folderLevel: m.folderLevel,
            dutyIds: (demoPerson?.duties ?? []).map((d) => ids.duties[project.enterprise][d]),
            specialtyId: demoPerson ? ids.specialties[project.enterprise][demoPerson.specialty] : null,
            favourite: m.person === project.createdBy,
          };
        }),
      );
      const plan = plans[index];
      if (!plan) continue;
      // Parents before children: the plan lists folders before what they hold.
      await tx.insert(resources).values(plan.resources);
      if (plan.records.length) await tx.insert(fileRecords).values(plan.records);
      const overrides = (project.folderPermissions ?? []).map((fp) => {
        const resourceId = plan.paths[fp.path];
        if (!resourceId) throw new Error(`Demo folder permission on a missing folder: ${project.name}/${fp.path}`);
        return { resourceId, userId: ids.people[fp.person], level: fp.level };
      });
      if (overrides.length) await tx.insert(folderPermissions).values(overrides);
    }
  });
  await seedFrameTemplates(db, ids, now);
  await seedStamps(db, ids, now);
  await seedActivationKeys(db, ids, now);
  await seedFlowTemplates(db, ids, now);
  await seedProjectTemplates(db, ids, now);
  await seedNotices(db, ids, now);
  await seedPublishing(db, ids, now);
  log(`seeded ${DEMO_ENTERPRISES.length} enterprises, ${DEMO_PEOPLE.length} people, ${DEMO_PROJECTS.length} projects`);
  return ids;
}

/** The frame templates of `DEMO_FRAME_TEMPLATES`, with their anchors, signer fields and stamp positions. */
async function seedFrameTemplates(db: Database, ids: SeedIds, now: Date): Promise<void> {
  for (const { enterprise, sheets } of DEMO_FRAME_TEMPLATES) {
    for (const sheet of sheets) {
      const template = demoFrameTemplate(sheet);
      const id = randomUUID();
      ids.frameTemplates[enterprise][sheet] = id;
      await db.insert(frameTemplates).values({
        id,
        enterpriseId: ids.enterprises[enterprise],
        name: template.name,
        pageWidth: template.pageWidth,
        pageHeight: template.pageHeight,
        sizeTolerance: template.sizeTolerance,
        titleX: template.title.x,
        titleY: template.title.y,
        titleWidth: template.title.width,
        titleHeight: template.title.height,
        curSignNum: template.curSignNum,
        curStampNum: template.curStampNum,
        createdAt: new Date(now.getTime() - 200 * DAY),
        updatedAt: new Date(now.getTime() - 200 * DAY),
      });
      await db.insert(frameTemplateRegions).values(
        template.regions.map((region) => ({
          templateId: id,
          kind: region.kind,
          position: region.position,
          label: region.label ?? null,
          dutyId: region.duty ? ids.duties[enterprise][region.duty] : null,
          ...region.rect,
        })),
      );
    }
  }
}

/**
 * The stamps of `DEMO_STAMPS`; a CA certificate's end is counted from the seed's day. Stamps of the enterprise
 * CA get real certificates (the demo keys spare the key generation); a third-party one is a record only.
 */
async function seedStamps(db: Database, ids: SeedIds, now: Date): Promise<void> {
  const rows = await db
    .insert(stamps)
    .values(
      DEMO_STAMPS.map((stamp, index) => {
        const thirdParty = stamp.ca && stamp.ca.org !== 'enterprise' ? stamp.ca : null;
        const organisation = thirdParty ? DEMO_CA_ORGANISATIONS[thirdParty.org] : null;
        return {
          id: ids.stamps[stamp.name],
          enterpriseId: ids.enterprises[stamp.enterprise],
          name: stamp.name,
          stampType: stamp.stampType,
          ownerType: stamp.ownerType,
          userId: stamp.owner ? ids.people[stamp.owner] : null,
          uuid: randomUUID(),
          isManager: stamp.ownerType === OwnerType.Enterprise,
          isEnable: stamp.disabled ? StampEnabled.Disabled : StampEnabled.Enabled,
          deadline: thirdParty ? formatDate(new Date(now.getTime() + thirdParty.days * DAY)) : null,
          signCertSn: thirdParty?.serial ?? null,
          caOrgId: organisation?.id ?? null,
          caOrgName: organisation?.name ?? null,
          certificateStatus: !thirdParty
            ? CertificateStatus.NotApplied
            : thirdParty.days < 0
              ? CertificateStatus.Expired
              : CertificateStatus.InUse,
          createdAt: new Date(now.getTime() - (300 - index) * DAY),
        };
      }),
    )
    .returning();
  const demoKey = (index: number) => {
    const privateKeyPem = DEMO_PRIVATE_KEYS[index % DEMO_PRIVATE_KEYS.length] as string;
    return { privateKeyPem, publicKeyPem: publicKeyOf(privateKeyPem) };
  };
  let keyIndex = 0;
  for (const enterprise of DEMO_ENTERPRISES) {
    const own = DEMO_STAMPS.filter((s) => s.enterprise === enterprise.key && s.ca?.org === 'enterprise');
    if (own.length === 0) continue;
    await ensureEnterpriseCa(db, ids.enterprises[enterprise.key], {
      now: new Date(now.getTime() - 400 * DAY),
      keys: demoKey(keyIndex++),
    });
    for (const stamp of own) {
      const row = rows.find((r) => r.id === ids.stamps[stamp.name]);
      if (!row || !stamp.ca) continue;
      const notAfter = new Date(now.getTime() + stamp.ca.days * DAY);
      await issueStampCertificate(db, row, {
        now,
        keys: demoKey(keyIndex++),
        validity: { notBefore: new Date(notAfter.getTime() - 1095 * DAY), notAfter },
      });
    }
  }
}

/** 华筑's CA activation keys: one used (by 陈建国's signature), one unused, one obsolete. */
async function seedActivationKeys(db: Database, ids: SeedIds, now: Date): Promise<void> {
  const enterpriseId = ids.enterprises.huazhu;
  await db.insert(caActivationKeys).values([
    {
      enterpriseId,
      cdk: 'HZCA-7Q2M-9XKD-41PA',
      status: KeyStatus.Used,
      assignedUserId: ids.people.chenjianguo,
      stampId: ids.stamps.陈建国,
      usedAt: new Date(now.getTime() - 300 * DAY),
      createdAt: new Date(now.getTime() - 320 * DAY),
    },
    {
      enterpriseId,
      cdk: 'HZCA-3LNB-8TRE-02QZ',
      status: KeyStatus.Unused,
      createdAt: new Date(now.getTime() - 60 * DAY),
    },
    {
      enterpriseId,
      cdk: 'HZCA-5VWX-1MJD-77HC',
      status: KeyStatus.Obsolete,
      createdAt: new Date(now.getTime() - 900 * DAY),
    },
  ]);
}

/** The project templates of `DEMO_PROJECT_TEMPLATES` (issue 25). */
async function seedProjectTemplates(db: Database, ids: SeedIds, now: Date): Promise<void> {
  const when = new Date(now.getTime() - 25 * DAY);
  for (const template of DEMO_PROJECT_TEMPLATES) {
    await db.insert(projectTemplates).values({
      enterpriseId: ids.enterprises[template.enterprise],
      name: template.name,
      folders: template.folders,
      createdBy: ids.people[template.owner],
      createdAt: when,
      updatedAt: when,
    });
  }
}

/** The enterprise notices of `DEMO_NOTICES` (issue 28). */
async function seedNotices(db: Database, ids: SeedIds, now: Date): Promise<void> {
  for (const notice of DEMO_NOTICES) {
    await db.insert(notices).values({
      enterpriseId: ids.enterprises[notice.enterprise],
      title: notice.title,
      content: notice.content,
      createdBy: ids.people[notice.author],
      createdAt: new Date(now.getTime() - notice.days * DAY),
    });
  }
}

/** The flow templates of `DEMO_FLOW_TEMPLATES` with their nodes. */
async function seedFlowTemplates(db: Database, ids: SeedIds, now: Date): Promise<void> {
  for (const template of DEMO_FLOW_TEMPLATES) {
    const project = DEMO_PROJECTS.find((p) => p.key === template.project);
    if (!project) throw new Error(`Demo flow template of a missing project: ${template.name}`);
    const id = ids.flowTemplates[template.name] as string;
    const when = new Date(now.getTime() - 30 * DAY);
    await db.insert(flowTemplates).values({
      id,
      enterpriseId: ids.enterprises[project.enterprise],
      projectId: ids.projects[project.key],
      actName: template.name,
      isLinear: template.isLinear,
      createdBy: ids.people[template.owner],
      createdAt: when,
      updatedAt: when,
    });
    await db.insert(flowTemplateNodes).values(
      template.nodes.map((node, position) => ({
        templateId: id,
        position,
        dutyId: ids.duties[project.enterprise][node.duty],
        userIds: node.people.map((person) => ids.people[person]),
      })),
    );
  }
}

/** The print shops and calculation rules of `DEMO_PUBLISHERS` and `DEMO_CALC_RULES`. */
async function seedPublishing(db: Database, ids: SeedIds, now: Date): Promise<void> {
  const when = new Date(now.getTime() - 200 * DAY);
  await db.insert(publishers).values(
    DEMO_PUBLISHERS.map((publisher, index) => ({
      id: ids.publishers[publisher.name] as string,
      enterpriseId: ids.enterprises[publisher.enterprise],
      name: publisher.name,
      phone: publisher.phone,
      address: publisher.address,
      createdAt: new Date(when.getTime() + index * DAY),
    })),
  );
  for (const rule of DEMO_CALC_RULES) {
    const ruleId = ids.calcRules[rule.ruleName] as string;
    await db.insert(publishCalcRules).values({
      id: ruleId,
      enterpriseId: ids.enterprises[rule.enterprise],
      ruleName: rule.ruleName,
      remarks: rule.remarks,
      createdAt: when,
      updatedAt: when,
    });
    await db
      .insert(publishCalcPrices)
      .values(demoCalcRows(rule).map((row, position) => ({ ruleId, position, ...row })));
  }
}
