import type { FrameRegion, FrameTemplate, TemplateGroup } from '../../entities/stamp';
import {
  FrameRegionKind,
  FrameTemplateMessage,
  frameRegionsRefusal,
  frameTemplateEnableRefusal,
  frameTemplateNameRefusal,
  PDF_POINTS_PER_MM,
  positionCounts,
  positionRegions,
  positionsInUseRefusal,
  sortRegions,
  templateGroupNameRefusal,
} from '../../rules/frameTemplates';
import { Refuse } from '../../rules/refusal';
import { isEnterpriseAdmin } from '../../rules/stamps';
import type { FixtureUser } from '../seed';
import { AccountStore } from './accounts';
import { enforce, FixtureCode, refuse } from './core';

/** A sample drawing kept by the fixture: its bytes and each page's size (points) read from the PDF's MediaBoxes. */
export interface FixtureSample {
  id: string;
  enterpriseId: string;
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  pages: { width: number; height: number }[];
}

export interface FixtureFrameTemplate {
  id: string;
  enterpriseId: string;
  name: string;
  enabled: boolean;
  pageWidth: number;
  pageHeight: number;
  sampleId: string | null;
  page: number;
  curSignNum: number;
  curStampNum: number;
  regions: (FrameRegion & { position: number })[];
  updatedAt: string;
  deleted: boolean;
}

export interface FixtureTemplateGroup extends TemplateGroup {
  enterpriseId: string;
}

/**
 * Reads the pages' sizes of a PDF the simple way a fixture can: every `/MediaBox [x0 y0 x1 y1]` of a page object,
 * in order (a PDF written without object streams, as pdf-lib's `useObjectStreams: false` or `fixturePdf`).
 * Rotated pages are not turned: the fixture's samples are drawn upright.
 */
export function pdfPageSizes(bytes: Uint8Array): { width: number; height: number }[] {
  const text = new TextDecoder('latin1').decode(bytes);
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/g)];
  return boxes.map((m) => ({
    width: Math.abs(Number(m[3]) - Number(m[1])),
    height: Math.abs(Number(m[4]) - Number(m[2])),
  }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Frame templates (issue 23) in the fixture: the same rules as the server, on the store's memory. */
export class FrameTemplateStore extends AccountStore {
  readonly frameSamples: FixtureSample[] = [];
  readonly frameTemplates: FixtureFrameTemplate[] = [];
  readonly templateGroups: FixtureTemplateGroup[] = [];

  /** As the server's menu keys: configuring is the enterprise administrator's (图框配置, 模板组设置). */
  requireFrameConfig(user: FixtureUser, message: string = FrameTemplateMessage.NoFrameConfig): void {
    if (!isEnterpriseAdmin(user.roleIds)) refuse(FixtureCode.Error, message);
  }

  addSample(enterpriseId: string, file: Blob, bytes: Uint8Array<ArrayBuffer>): FixtureSample {
    const fileName = file instanceof File && file.name ? file.name : 'sample.pdf';
    const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : 'pdf';
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
    if (ext !== 'pdf' || !head.includes('%PDF-')) enforce(Refuse.invalid(FrameTemplateMessage.NotPdf));
    const pages = pdfPageSizes(bytes);
    if (pages.length === 0) enforce(Refuse.invalid(FrameTemplateMessage.SampleUnreadable));
    const sample = { id: this.nextId('sample'), enterpriseId, fileName, bytes, pages };
    this.frameSamples.push(sample);
    return sample;
  }

  frameSample(enterpriseId: string, id: string): FixtureSample {
    const found = this.frameSamples.find((s) => s.id === id && s.enterpriseId === enterpriseId);
    return found ?? refuse(FixtureCode.Error, FrameTemplateMessage.SampleNotFound);
  }

  frameTemplate(enterpriseId: string, id: string): FixtureFrameTemplate {
    const found = this.frameTemplates.find((t) => t.id === id && t.enterpriseId === enterpriseId && !t.deleted);
    return found ?? refuse(FixtureCode.Error, FrameTemplateMessage.NotFound);
  }

  private nameTaken(enterpriseId: string, name: string, exceptId?: string): boolean {
    return this.frameTemplates.some(
      (t) => t.enterpriseId === enterpriseId && !t.deleted && t.name === name && t.id !== exceptId,
    );
  }

  frameTemplateAnswer(t: FixtureFrameTemplate): FrameTemplate {
    const counts: Record<string, number> = {};
    for (const region of sortRegions(t.regions)) counts[region.kind] = (counts[region.kind] ?? 0) + 1;
    const sample = t.sampleId ? this.frameSamples.find((s) => s.id === t.sampleId) : undefined;
    return {
      id: t.id,
      templateName: t.name,
      isEnable: t.enabled,
      settingWidthHeight: `${round(t.pageWidth)},${round(t.pageHeight)}`,
      billRow: PDF_POINTS_PER_MM,
      imageUrl: null,
      curSignNum: t.curSignNum,
      curStampNum: t.curStampNum,
      pageWidth: t.pageWidth,
      pageHeight: t.pageHeight,
      sampleId: t.sampleId,
      sampleName: sample?.fileName ?? null,
      page: t.page,
      regionCounts: counts,
      groupIds: this.templateGroups.filter((g) => g.templateIds.includes(t.id)).map((g) => g.id),
      updatedAt: t.updatedAt,
    };
  }

  frameTemplatesOf(enterpriseId: string, enabledOnly = false): FrameTemplate[] {
    return this.frameTemplates
      .filter((t) => t.enterpriseId === enterpriseId && !t.deleted && (!enabledOnly || t.enabled))
      .reverse()
      .map((t) => this.frameTemplateAnswer(t));
  }

  createFrameTemplate(
    enterpriseId: string,
    request: { recordId: string; templateName: string; page: number },
  ): FixtureFrameTemplate {
    const sample = this.frameSample(enterpriseId, request.recordId);
    const page = sample.pages[request.page - 1];
    if (!page) return enforce(Refuse.invalid(FrameTemplateMessage.PageOutOfRange)) as never;
    const name = request.templateName.trim();
    enforce(frameTemplateNameRefusal({ nameTaken: this.nameTaken(enterpriseId, name) }));
    const template: FixtureFrameTemplate = {
      id: this.nextId('frame'),
      enterpriseId,
      name,
      enabled: false,
      pageWidth: round(page.width),
      pageHeight: round(page.height),
      sampleId: sample.id,
      page: request.page,
      curSignNum: 0,
      curStampNum: 0,
      regions: [],
      updatedAt: new Date().toISOString(),
      deleted: false,
    };
    this.frameTemplates.push(template);
    return template;
  }

  /** The regions checked with the shared rule and positioned; anchors must carry their text (no PDF reading here). */
  checkedRegions(template: FixtureFrameTemplate, locations: readonly FrameRegion[]) {
    const known = new Set(this.state.duties.map((d) => d.id));
    const names = new Map(this.state.duties.map((d) => [d.id, d.dictName]));
    const regions = locations.map((r) => ({ ...r, label: r.label?.trim() || null }));
    enforce(
      frameRegionsRefusal(
        regions,
        { width: template.pageWidth, height: template.pageHeight },
        {
          knownDuty: (id) => known.has(id),
          dutyName: (id) => names.get(id),
        },
      ),
    );
    const title = regions.filter((r) => r.kind === FrameRegionKind.Title).map((r) => ({ ...r, position: 0 }));
    return sortRegions([...title, ...positionRegions(regions.filter((r) => r.kind !== FrameRegionKind.Title))]);
  }

  saveFrameRegions(
    enterpriseId: string,
    request: { templateId: string; templateName?: string | undefined; locations: FrameRegion[] },
  ): FixtureFrameTemplate {
    const template = this.frameTemplate(enterpriseId, request.templateId);
    const name = request.templateName?.trim() || template.name;
    if (name !== template.name) {
      enforce(frameTemplateNameRefusal({ nameTaken: this.nameTaken(enterpriseId, name, template.id) }));
    }
    const regions = this.checkedRegions(template, request.locations);
    if (template.enabled) enforce(frameTemplateEnableRefusal(regions));
    const before = JSON.stringify([template.name, template.regions]);
    Object.assign(template, { name, regions, ...positionCounts(regions) });
    if (JSON.stringify([template.name, template.regions]) !== before) template.updatedAt = new Date().toISOString();
    return template;
  }

  updateFrameTemplate(
    enterpriseId: string,
    request: {
      id: string;
      curSignNum: number;
      curStampNum: number;
      templateName?: string | undefined;
      isEnable?: boolean | undefined;
    },
  ): FixtureFrameTemplate {
    const template = this.frameTemplate(enterpriseId, request.id);
    enforce(positionsInUseRefusal(request, positionCounts(template.regions)));
    const name = request.templateName?.trim() || template.name;
    if (name !== template.name) {
      enforce(frameTemplateNameRefusal({ nameTaken: this.nameTaken(enterpriseId, name, template.id) }));
    }
    const enabled = request.isEnable ?? template.enabled;
    if (enabled && !template.enabled) enforce(frameTemplateEnableRefusal(template.regions));
    Object.assign(template, {
      name,
      enabled,
      curSignNum: request.curSignNum,
      curStampNum: request.curStampNum,
      updatedAt: new Date().toISOString(),
    });
    return template;
  }

  deleteFrameTemplate(enterpriseId: string, id: string): void {
    const template = this.frameTemplate(enterpriseId, id);
    template.deleted = true;
    template.enabled = false;
    for (const group of this.templateGroups) group.templateIds = group.templateIds.filter((t) => t !== id);
  }

  groupsOf(enterpriseId: string): TemplateGroup[] {
    return this.templateGroups
      .filter((g) => g.enterpriseId === enterpriseId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ id, name, templateIds }) => ({ id, name, templateIds }));
  }

  saveTemplateGroup(
    enterpriseId: string,
    request: { id?: string | undefined; name: string; templateIds: string[] },
  ): TemplateGroup {
    const existing = request.id
      ? (this.templateGroups.find((g) => g.id === request.id && g.enterpriseId === enterpriseId) ??
        refuse(FixtureCode.Error, FrameTemplateMessage.GroupNotFound))
      : null;
    const name = request.name.trim();
    const taken = this.templateGroups.some(
      (g) => g.enterpriseId === enterpriseId && g.name === name && g.id !== request.id,
    );
    enforce(templateGroupNameRefusal({ nameTaken: taken }));
    const templateIds = [...new Set(request.templateIds)];
    for (const id of templateIds) this.frameTemplate(enterpriseId, id);
    if (existing) {
      Object.assign(existing, { name, templateIds });
      return { id: existing.id, name, templateIds };
    }
    const group = { id: this.nextId('group'), enterpriseId, name, templateIds };
    this.templateGroups.push(group);
    return { id: group.id, name, templateIds };
  }

  deleteTemplateGroup(enterpriseId: string, id: string): void {
    const at = this.templateGroups.findIndex((g) => g.id === id && g.enterpriseId === enterpriseId);
    if (at < 0) refuse(FixtureCode.Error, FrameTemplateMessage.GroupNotFound);
    this.templateGroups.splice(at, 1);
  }
}
