import { StandardDuty } from '../entities/constants';
import { DEMO_STAMPS } from './catalog';
import {
  DEMO_ENTERPRISES,
  DEMO_PEOPLE,
  DEMO_SPECIALTIES,
  type DutyKey,
  type EnterpriseKey,
  type SpecialtyKey,
} from './people';
import { DEMO_PROJECTS, type DemoDrawing, type DemoFolder, type DemoProject } from './projects';

/** What a demo drawing's title block says: its labels and the names in its signer fields. Pure functions of the data. */

/** Title-block labels and the other fixed texts of a demo drawing. */
export const TITLE_BLOCK_LABELS = {
  designUnit: '设计单位',
  project: '工程名称',
  drawing: '图名',
  number: '图号',
  scale: '比例',
  date: '日期',
  specialty: '专业',
  stage: '设计阶段',
  stageValue: '施工图',
  sheet: '图幅',
  notes: '说明：本图为演示图纸，由系统自动生成。',
  axes: 'ABCDEFGHJK0123456789',
} as const;

/** The signer fields of the title block, in order, with the duty each one is filled from. */
export const SIGNER_FIELDS: readonly { label: string; duty: DutyKey }[] = [
  { label: StandardDuty.Design, duty: 'design' },
  { label: StandardDuty.Proofread, duty: 'proofread' },
  { label: StandardDuty.Examine, duty: 'examine' },
  { label: StandardDuty.Authorize, duty: 'authorize' },
  { label: StandardDuty.SpecialtyLeader, duty: 'specialtyLeader' },
  { label: StandardDuty.ProjectLeader, duty: 'projectLeader' },
];

/**
 * The names in a drawing's signer fields: for each duty a project member holding it, of the drawing's specialty
 * when there is one (设计 of a structural drawing is the structural designer), else any member holding it.
 */
export function titleBlockSigners(project: DemoProject, specialty: SpecialtyKey): { label: string; name: string }[] {
  const people = project.members.flatMap((m) => DEMO_PEOPLE.filter((p) => p.key === m.person));
  return SIGNER_FIELDS.map((field) => {
    const holders = people.filter((p) => p.duties.includes(field.duty));
    const chosen = holders.find((p) => p.specialty === specialty) ?? holders[0];
    return { label: field.label, name: chosen?.realname ?? '' };
  });
}

/**
 * The design unit and signers a drawing's title block names: the project's, or those of the firm that drew it;
 * with the drawing's faulty signer fields.
 */
export function drawingSigners(
  project: DemoProject,
  drawing: DemoDrawing,
): { enterprise: EnterpriseKey; signers: { label: string; name: string }[] } {
  const firm = drawing.signedBy;
  const faulty = (signers: { label: string; name: string }[]) =>
    signers.map((signer, index) => {
      const duty = SIGNER_FIELDS[index]?.duty;
      const name = duty ? drawing.faults?.signers?.[duty] : undefined;
      return name === undefined ? signer : { ...signer, name };
    });
  if (!firm || firm === project.enterprise) {
    return { enterprise: project.enterprise, signers: faulty(titleBlockSigners(project, drawing.specialty)) };
  }
  const people = DEMO_PEOPLE.filter((p) => p.enterprises[0]?.key === firm);
  const signers = SIGNER_FIELDS.map((field) => {
    const holders = people.filter((p) => p.duties.includes(field.duty));
    const chosen = holders.find((p) => p.specialty === drawing.specialty) ?? holders[0];
    return { label: field.label, name: chosen?.realname ?? '' };
  });
  return { enterprise: firm, signers: faulty(signers) };
}

/** Every text the seed (and the stamping of its stamps) can draw into a PDF: the font subset must cover these (scripts/build-font.sh). */
export function seedTexts(): string[] {
  const texts: string[] = [...Object.values(TITLE_BLOCK_LABELS), ...SIGNER_FIELDS.map((f) => f.label)];
  for (const e of DEMO_ENTERPRISES) texts.push(e.name);
  for (const s of DEMO_SPECIALTIES) texts.push(s.name);
  for (const p of DEMO_PEOPLE) texts.push(p.realname);
  // Stamping draws a stamp without an image as a seal with its name (approvals/stamping.ts).
  for (const s of DEMO_STAMPS) texts.push(s.name);
  const visit = (folders: readonly DemoFolder[]) => {
    for (const folder of folders) {
      for (const d of folder.drawings ?? []) texts.push(d.name, d.number, d.scale, d.sheet);
      visit(folder.folders ?? []);
    }
  };
  for (const project of DEMO_PROJECTS) {
    texts.push(project.name, project.designNum, project.simpleName);
    visit(project.folders);
  }
  return texts;
}
