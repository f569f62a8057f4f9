import {
  type CalcBox,
  CalcBoxKind,
  type CalcInfoContent,
  calcInfoContentSchema,
  MIN_CALC_BOX_SIDE,
} from '../entities/approval';
import { PDF_POINTS_PER_MM } from './frameTemplates';
import { Refuse, type RuleRefusal } from './refusal';

/**
 * The text-signature page's stamp configuration (签章配置, `saveCalcInfo`'s `info`): where, on the first page of a
 * PDF, each signer's signature and the stamps go. Shared by the server (which never trusts the client and checks
 * every box against the real page), the fixtures and the page.
 */

/** The refusals of a configuration (Atelier's words; the specification gives none). */
export const StampConfigMessage = {
  Malformed: '签章配置格式错误',
  OutsidePage: '签章位置超出页面范围',
  TooSmall: '签章框过小',
  Duplicate: '签章框重复',
  PageMismatch: '签章配置与图纸页面尺寸不符',
  NoPositions: '该图框模板没有签名或盖章位置',
  SourceNotConfigured: '源文件尚未配置签章',
  TemplateNotFound: '图框模板不存在或已删除',
  TemplateSizeMismatch: '图纸尺寸与图框模板不符',
  Unreadable: '无法读取该PDF文件的页面，请检查文件是否损坏',
} as const;

/** How far (points) the configuration's page may differ from the real page: 1 mm. */
export const PAGE_SIZE_TOLERANCE = PDF_POINTS_PER_MM;

/** The configuration read from its text, or the refusal. */
export function parseCalcInfo(text: string): CalcInfoContent | RuleRefusal {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Refuse.invalid(StampConfigMessage.Malformed);
  }
  const parsed = calcInfoContentSchema.safeParse(json);
  return parsed.success ? parsed.data : Refuse.invalid(StampConfigMessage.Malformed);
}

/** Whether a parse answered a refusal. */
export const isCalcInfoRefusal = (value: CalcInfoContent | RuleRefusal): value is RuleRefusal =>
  'code' in value && 'message' in value;

/**
 * What is wrong with a configuration on a page of this size (the real page, points), or null: the page as
 * placed must be the real one; every box inside it, at least `MIN_CALC_BOX_SIDE` on each side; one box per kind
 * and index; one output box at most.
 */
export function calcInfoProblem(content: CalcInfoContent, page: { width: number; height: number }): RuleRefusal | null {
  if (
    Math.abs(content.page.width - page.width) > PAGE_SIZE_TOLERANCE ||
    Math.abs(content.page.height - page.height) > PAGE_SIZE_TOLERANCE
  ) {
    return Refuse.invalid(StampConfigMessage.PageMismatch);
  }
  const seen = new Set<string>();
  for (const box of content.boxes) {
    if (box.width < MIN_CALC_BOX_SIDE || box.height < MIN_CALC_BOX_SIDE)
      return Refuse.invalid(StampConfigMessage.TooSmall);
    if (box.x < 0 || box.y < 0 || box.x + box.width > page.width + 0.01 || box.y + box.height > page.height + 0.01) {
      return Refuse.invalid(StampConfigMessage.OutsidePage);
    }
    const key = box.kind === CalcBoxKind.Output ? box.kind : `${box.kind}/${box.index}`;
    if (seen.has(key)) return Refuse.invalid(StampConfigMessage.Duplicate);
    seen.add(key);
  }
  return null;
}

/** The boxes of a kind in their order. */
export const boxesOfKind = (content: CalcInfoContent, kind: CalcBoxKind): CalcBox[] =>
  content.boxes.filter((b) => b.kind === kind).sort((a, b) => a.index - b.index);

/**
 * A configuration carried to a page of another size: boxes keep their distance from the page's bottom-right
 * corner (where title blocks sit), so that a configuration pastes across sheet sizes of one title block. Same
 * size: unchanged.
 */
export function moveCalcInfoToPage(content: CalcInfoContent, page: { width: number; height: number }): CalcInfoContent {
  const dx = page.width - content.page.width;
  const dy = page.height - content.page.height;
  if (Math.abs(dx) <= PAGE_SIZE_TOLERANCE && Math.abs(dy) <= PAGE_SIZE_TOLERANCE) {
    return { ...content, page: { ...page } };
  }
  return {
    ...content,
    page: { ...page },
    boxes: content.boxes.map((box) => ({ ...box, x: box.x + dx, y: box.y + dy })),
  };
}
