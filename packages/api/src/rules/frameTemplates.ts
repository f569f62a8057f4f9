import { z } from 'zod';
import { Refuse, type RuleRefusal } from './refusal';

/**
 * Frame templates (图框模板) a firm configures itself (000 section 7 "Templates", 001 section 2.1 client-signature;
 * issue 23): the regions' kinds, millimetres, and the checks of a template's name, regions and enabling. The server,
 * the fixtures and the editor use these, so a refusal reads the same everywhere. Coordinates are PDF points on the
 * page as displayed, origin at the top-left corner, y downwards (what pdfjs's viewport gives).
 */

/** The spec's PDF size factor (001 section 8, 000 section 9): points per millimetre on a drawing's page. */
export const PDF_POINTS_PER_MM = 2.8349293638;

/** Points to millimetres, rounded to a tenth (what the editor and the list show). */
export const pointsToMm = (points: number): number => Math.round((points / PDF_POINTS_PER_MM) * 10) / 10;
/** Millimetres to points. */
export const mmToPoints = (mm: number): number => mm * PDF_POINTS_PER_MM;

/**
 * The kinds of a template's rectangles; the values are the server's `frame_template_regions.kind`, except `title`,
 * the title block (图签), kept on the template itself.
 */
export const FrameRegionKind = {
  /** The title block (图签): at most one. */
  Title: 'title',
  /** A label the page must show there to match (设计单位, 图号, 设计 ...): `label` is its text. */
  Anchor: 'anchor',
  /** A value field (图名, 图号, 比例 ...): `label` names it. */
  Info: 'info',
  /** Where a duty's signer name is printed: `dutyId`. */
  Signer: 'signer',
  /** A duty's signature cell (签名栏), beside its printed name: `dutyId`, a duty that has a signer field. */
  Signature: 'signature',
  /** A registration-stamp (注册章) position: at most `MAX_STAMP_POSITIONS`. */
  Stamp: 'stamp',
  /** The output-stamp (出图章) position: at most one. */
  Output: 'output',
  /** A custom-stamp (自定义章) position, in order. */
  Custom: 'custom',
} as const;
export type FrameRegionKind = (typeof FrameRegionKind)[keyof typeof FrameRegionKind];
export const FRAME_REGION_KINDS: readonly FrameRegionKind[] = Object.values(FrameRegionKind);

/** The value fields a title block prints, in the editor's order. */
export const FRAME_INFO_FIELDS = ['图名', '图号', '比例', '图幅', '专业', '设计阶段', '日期'] as const;

/** Registration-stamp positions a template may have: a second one allows a second registration stamp per batch. */
export const MAX_STAMP_POSITIONS = 2;
/** Custom-stamp positions a template may have. */
export const MAX_CUSTOM_POSITIONS = 10;
/** A frame template's name, in characters. */
export const FRAME_TEMPLATE_NAME_MAX = 30;
/** A template group's name, in characters. */
export const TEMPLATE_GROUP_NAME_MAX = 20;
/** The smallest side of a region, in points (1 mm): smaller is a slip of the mouse. */
export const MIN_REGION_SIDE = PDF_POINTS_PER_MM;
/** How far (points) a region may overhang the page and still count as inside (rounding of mm input). */
const PAGE_SLACK = 0.5;

/** The texts of the frame-template rules and refusals (Atelier's; the spec's where it gives them). */
export const FrameTemplateMessage = {
  NameRequired: '请输入图框模板名称',
  NameTooLong: `图框模板名称不能超过${FRAME_TEMPLATE_NAME_MAX}个字`,
  NameTaken: '图框模板名称已存在',
  NotFound: '图框模板不存在',
  SampleNotFound: '样图不存在',
  /** The spec's text (000 section 5) for a file that is not a PDF. */
  NotPdf: '抱歉！该格式不支持配置，请更换pdf格式文件。',
  SampleUnreadable: '样图无法读取，请确认文件未损坏且未加密',
  PageOutOfRange: '所选页码超出样图的页数',
  NeedsAnchor: '请至少标注一个标签锚点，才能启用模板',
  NeedsSigner: '请至少标注一个职责的签名人字段，才能启用模板',
  OutsidePage: (what: string) => `${what}超出图纸范围`,
  TooSmall: (what: string) => `${what}太小（至少1毫米）`,
  AnchorLabelRequired: '锚点文字不能为空',
  AnchorTextMissing: '锚点区域内没有读到文字，请框选图框上印好的标签文字',
  InfoLabelRequired: '请选择值字段的名称',
  InfoLabelDuplicated: (label: string) => `值字段“${label}”重复`,
  SignerDutyRequired: '请为签名人字段选择职责',
  SignerDutyDuplicated: '同一职责只能标注一个签名人字段',
  SignatureDutyRequired: '请为签名栏选择职责',
  SignatureWithoutSigner: '签名栏的职责没有签名人字段',
  SignatureDuplicated: '同一职责只能标注一个签名栏',
  DutyUnknown: '职责不存在或已停用',
  TooManyTitles: '图签区域只能有一个',
  TooManyStamps: `注册章位置最多${MAX_STAMP_POSITIONS}个`,
  TooManyOutputs: '出图章位置只能有一个',
  TooManyCustoms: `自定义章位置最多${MAX_CUSTOM_POSITIONS}个`,
  SignInUseTooMany: '使用中的签名位置数不能超过模板标注的签名人字段数',
  StampInUseTooMany: '使用中的注册章位置数不能超过模板标注的注册章位置数',
  GroupNameRequired: '请输入模板组名称',
  GroupNameTooLong: `模板组名称不能超过${TEMPLATE_GROUP_NAME_MAX}个字`,
  GroupNameTaken: '模板组名称已存在',
  GroupNotFound: '模板组不存在',
  /** The denials of the client-signature menu keys (001 section 2.1). */
  NoClientSignature: '您没有客户端签章的权限',
  NoFrameConfig: '您没有图框配置的权限',
  NoTemplateGroups: '您没有模板组设置的权限',
} as const;

/** A frame template's name: required, at most `FRAME_TEMPLATE_NAME_MAX` characters. */
export const frameTemplateNameSchema = z
  .string()
  .trim()
  .min(1, FrameTemplateMessage.NameRequired)
  .max(FRAME_TEMPLATE_NAME_MAX, FrameTemplateMessage.NameTooLong);

/** A template group's name. */
export const templateGroupNameSchema = z
  .string()
  .trim()
  .min(1, FrameTemplateMessage.GroupNameRequired)
  .max(TEMPLATE_GROUP_NAME_MAX, FrameTemplateMessage.GroupNameTooLong);

/** A rectangle in page points, top-left origin. */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A region as the editor and the API carry it. */
export interface FrameRegionInput extends PageRect {
  kind: FrameRegionKind;
  label?: string | null | undefined;
  dutyId?: string | null | undefined;
}

/** A region with its place in its kind's order (signing order for signers; a signature cell takes its signer's). */
export type PositionedRegion<R extends FrameRegionInput = FrameRegionInput> = R & { position: number };

/** The name of a region in a message: its kind and its label or duty. */
export interface RegionNames {
  kind: (kind: FrameRegionKind) => string;
  duty: (dutyId: string) => string;
}

const CHINESE_KIND_NAMES: Record<FrameRegionKind, string> = {
  title: '图签区域',
  anchor: '锚点',
  info: '值字段',
  signer: '签名人字段',
  signature: '签名栏',
  stamp: '注册章位置',
  output: '出图章位置',
  custom: '自定义章位置',
};

/** How a refusal names a region: 锚点“设计”, 签名人字段（校对）. */
export function regionName(region: FrameRegionInput, dutyName?: (dutyId: string) => string | undefined): string {
  const kind = CHINESE_KIND_NAMES[region.kind];
  if (region.label) return `${kind}“${region.label}”`;
  const duty = region.dutyId ? dutyName?.(region.dutyId) : undefined;
  return duty ? `${kind}（${duty}）` : kind;
}

/** Whether a rectangle lies on the page (give or take `PAGE_SLACK`). */
export function isInsidePage(rect: PageRect, page: { width: number; height: number }): boolean {
  return (
    rect.x >= -PAGE_SLACK &&
    rect.y >= -PAGE_SLACK &&
    rect.x + rect.width <= page.width + PAGE_SLACK &&
    rect.y + rect.height <= page.height + PAGE_SLACK
  );
}

/**
 * The first problem of a template's regions on a page of this size, or null: every rectangle on the page and at
 * least 1 mm a side; anchors with their text, value fields named once each; one signer field per duty, a signature
 * cell only for a duty with a signer field and one per duty; at most one title block and one output stamp, at most
 * `MAX_STAMP_POSITIONS` registration stamps and `MAX_CUSTOM_POSITIONS` custom stamps. `knownDuty` says whether a
 * duty id is one of the enterprise's (left out: not checked).
 */
export function frameRegionsRefusal(
  regions: readonly FrameRegionInput[],
  page: { width: number; height: number },
  options: { knownDuty?: (dutyId: string) => boolean; dutyName?: (dutyId: string) => string | undefined } = {},
): RuleRefusal | null {
  const invalid = (message: string) => Refuse.invalid(message);
  for (const region of regions) {
    const name = regionName(region, options.dutyName);
    const values = [region.x, region.y, region.width, region.height];
    if (values.some((v) => !Number.isFinite(v))) return invalid(FrameTemplateMessage.OutsidePage(name));
    if (region.width < MIN_REGION_SIDE - 1e-6 || region.height < MIN_REGION_SIDE - 1e-6) {
      return invalid(FrameTemplateMessage.TooSmall(name));
    }
    if (!isInsidePage(region, page)) return invalid(FrameTemplateMessage.OutsidePage(name));
    if (region.kind === FrameRegionKind.Anchor && !region.label?.trim()) {
      return invalid(FrameTemplateMessage.AnchorLabelRequired);
    }
    if (region.kind === FrameRegionKind.Info && !region.label?.trim()) {
      return invalid(FrameTemplateMessage.InfoLabelRequired);
    }
    if (region.kind === FrameRegionKind.Signer && !region.dutyId) {
      return invalid(FrameTemplateMessage.SignerDutyRequired);
    }
    if (region.kind === FrameRegionKind.Signature && !region.dutyId) {
      return invalid(FrameTemplateMessage.SignatureDutyRequired);
    }
    if (region.dutyId && options.knownDuty && !options.knownDuty(region.dutyId)) {
      return invalid(FrameTemplateMessage.DutyUnknown);
    }
  }
  const of = (kind: FrameRegionKind) => regions.filter((r) => r.kind === kind);
  const infoLabels = new Set<string>();
  for (const info of of(FrameRegionKind.Info)) {
    const label = info.label?.trim() ?? '';
    if (infoLabels.has(label)) return invalid(FrameTemplateMessage.InfoLabelDuplicated(label));
    infoLabels.add(label);
  }
  const signerDuties = new Set<string>();
  for (const signer of of(FrameRegionKind.Signer)) {
    if (signerDuties.has(signer.dutyId ?? '')) return invalid(FrameTemplateMessage.SignerDutyDuplicated);
    signerDuties.add(signer.dutyId ?? '');
  }
  const signatureDuties = new Set<string>();
  for (const cell of of(FrameRegionKind.Signature)) {
    if (!signerDuties.has(cell.dutyId ?? '')) return invalid(FrameTemplateMessage.SignatureWithoutSigner);
    if (signatureDuties.has(cell.dutyId ?? '')) return invalid(FrameTemplateMessage.SignatureDuplicated);
    signatureDuties.add(cell.dutyId ?? '');
  }
  if (of(FrameRegionKind.Title).length > 1) return invalid(FrameTemplateMessage.TooManyTitles);
  if (of(FrameRegionKind.Output).length > 1) return invalid(FrameTemplateMessage.TooManyOutputs);
  if (of(FrameRegionKind.Stamp).length > MAX_STAMP_POSITIONS) return invalid(FrameTemplateMessage.TooManyStamps);
  if (of(FrameRegionKind.Custom).length > MAX_CUSTOM_POSITIONS) return invalid(FrameTemplateMessage.TooManyCustoms);
  return null;
}

/** A template is enabled (recognition uses it) only with at least one label anchor and one signer field. */
export function frameTemplateEnableRefusal(regions: readonly Pick<FrameRegionInput, 'kind'>[]): RuleRefusal | null {
  if (!regions.some((r) => r.kind === FrameRegionKind.Anchor)) return Refuse.notReady(FrameTemplateMessage.NeedsAnchor);
  if (!regions.some((r) => r.kind === FrameRegionKind.Signer)) return Refuse.notReady(FrameTemplateMessage.NeedsSigner);
  return null;
}

/** A frame template's name is unique among the enterprise's templates (deleted ones aside). */
export function frameTemplateNameRefusal(facts: { nameTaken: boolean }): RuleRefusal | null {
  return facts.nameTaken ? Refuse.nameTaken(FrameTemplateMessage.NameTaken) : null;
}

/** A template group's name is unique in the enterprise. */
export function templateGroupNameRefusal(facts: { nameTaken: boolean }): RuleRefusal | null {
  return facts.nameTaken ? Refuse.nameTaken(FrameTemplateMessage.GroupNameTaken) : null;
}

/**
 * The regions with their positions: each kind numbered in list order from 0 (signers in signing order), and each
 * signature cell given its duty's signer position (the table's key is kind and position).
 */
export function positionRegions<R extends FrameRegionInput>(regions: readonly R[]): PositionedRegion<R>[] {
  const counters = new Map<FrameRegionKind, number>();
  const signerPosition = new Map<string, number>();
  const placed = regions.map((region) => {
    if (region.kind === FrameRegionKind.Signature) return { ...region, position: -1 };
    const position = counters.get(region.kind) ?? 0;
    counters.set(region.kind, position + 1);
    if (region.kind === FrameRegionKind.Signer && region.dutyId) signerPosition.set(region.dutyId, position);
    return { ...region, position };
  });
  return placed.map((region) =>
    region.kind === FrameRegionKind.Signature
      ? { ...region, position: signerPosition.get(region.dutyId ?? '') ?? 0 }
      : region,
  );
}

/** Regions in the order they are answered and listed: the title block, then each kind (toolbar order) by position. */
export function sortRegions<R extends { kind: FrameRegionKind; position: number }>(regions: readonly R[]): R[] {
  return [...regions].sort(
    (a, b) => FRAME_REGION_KINDS.indexOf(a.kind) - FRAME_REGION_KINDS.indexOf(b.kind) || a.position - b.position,
  );
}

/** How many signature positions and registration-stamp positions the regions give (curSignNum, curStampNum). */
export function positionCounts(regions: readonly Pick<FrameRegionInput, 'kind'>[]): {
  curSignNum: number;
  curStampNum: number;
} {
  return {
    curSignNum: regions.filter((r) => r.kind === FrameRegionKind.Signer).length,
    curStampNum: regions.filter((r) => r.kind === FrameRegionKind.Stamp).length,
  };
}

/** The positions in use (updateTemplate) are at most the ones the template marks. */
export function positionsInUseRefusal(
  inUse: { curSignNum: number; curStampNum: number },
  marked: { curSignNum: number; curStampNum: number },
): RuleRefusal | null {
  if (inUse.curSignNum > marked.curSignNum) return Refuse.invalid(FrameTemplateMessage.SignInUseTooMany);
  if (inUse.curStampNum > marked.curStampNum) return Refuse.invalid(FrameTemplateMessage.StampInUseTooMany);
  return null;
}

/** The ISO 216 A sizes (GB/T 14689), portrait, in millimetres. */
export const PAPER_SIZES = [
  { name: 'A0', short: 841, long: 1189 },
  { name: 'A1', short: 594, long: 841 },
  { name: 'A2', short: 420, long: 594 },
  { name: 'A3', short: 297, long: 420 },
  { name: 'A4', short: 210, long: 297 },
] as const;
/** Millimetres a plotted sheet may differ from its paper size. */
const PAPER_SLACK_MM = 3;

/** A page's paper: A0-A4, lengthened (加长: the long side longer than the size's), orientation; null if none. */
export interface PaperSize {
  name: (typeof PAPER_SIZES)[number]['name'];
  lengthened: boolean;
  orientation: 'landscape' | 'portrait';
}

/** The paper of a page of this size in points (GB/T 14689 lengthens the long side only). */
export function paperSizeOf(widthPoints: number, heightPoints: number): PaperSize | null {
  const width = widthPoints / PDF_POINTS_PER_MM;
  const height = heightPoints / PDF_POINTS_PER_MM;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const orientation = width >= height ? 'landscape' : 'portrait';
  for (const size of PAPER_SIZES) {
    if (Math.abs(short - size.short) > PAPER_SLACK_MM) continue;
    if (Math.abs(long - size.long) <= PAPER_SLACK_MM) return { name: size.name, lengthened: false, orientation };
    if (long > size.long) return { name: size.name, lengthened: true, orientation };
  }
  return null;
}
