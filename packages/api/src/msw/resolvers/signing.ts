import type { CheckedFile, CheckReason, DrawingRef, StampBatch } from '../../entities/approval';
import { CalcBoxKind, type CalcInfoContent } from '../../entities/approval';
import {
  DrawingCheckReason,
  LinearMode,
  RecognitionStatus,
  recognitionStatusText,
  SigningMode,
  TemplateChange,
} from '../../entities/constants';
import {
  ApprovalMessage,
  approvalNameRefusal,
  batchStampsRefusal,
  checkQuickSubmission,
  filesOnceRefusal,
  recognitionRefusal,
} from '../../rules/approvals';
import { FlowTemplateMessage, templateNameRefusal } from '../../rules/flowTemplates';
import { STAMP_CONFIG_INCOMPLETE, STAMP_CONFIG_PDF_ONLY } from '../../rules/messages';
import { CommonMessage, Refuse } from '../../rules/refusal';
import {
  calcInfoProblem,
  isCalcInfoRefusal,
  moveCalcInfoToPage,
  parseCalcInfo,
  StampConfigMessage,
} from '../../rules/stampConfiguration';
import { mayApplyStamps } from '../../rules/stamps';
import { FIXTURE_PAGE } from '../pdf';
import { FixtureDuty } from '../seed';
import { enforce, FixtureCode, type FixtureStore, paginate, refuse } from '../store';
import { pdf, type Resolvers } from './context';

/**
 * The fixture's one frame template for the text-signature page (the fixture PDFs' A3 page, points from the
 * top-left): its signature cells, registration, output and custom positions in the title block's corner.
 */
export const FIXTURE_FRAME_TEMPLATE_ID = 'fixture-frame-a3';
const FIXTURE_TEMPLATE_BOXES: CalcInfoContent['boxes'] = [
  { kind: CalcBoxKind.Signature, index: 0, x: 1010, y: 762, width: 60, height: 16 },
  { kind: CalcBoxKind.Signature, index: 1, x: 1010, y: 782, width: 60, height: 16 },
  { kind: CalcBoxKind.Registration, index: 0, x: 800, y: 646, width: 80, height: 56 },
  { kind: CalcBoxKind.Registration, index: 1, x: 800, y: 706, width: 80, height: 56 },
  { kind: CalcBoxKind.Output, index: 0, x: 890, y: 646, width: 90, height: 80 },
  { kind: CalcBoxKind.Custom, index: 0, x: 890, y: 740, width: 44, height: 44 },
  { kind: CalcBoxKind.Custom, index: 1, x: 938, y: 740, width: 44, height: 44 },
];

/** A configuration text checked as the server checks it, against the fixture PDFs' page. */
function checkedCalcInfo(info: string): CalcInfoContent {
  const content = parseCalcInfo(info);
  if (isCalcInfoRefusal(content)) return enforce(content) as never;
  enforce(calcInfoProblem(content, FIXTURE_PAGE));
  return content;
}

/** Every file a PDF, or STAMP_CONFIG_PDF_ONLY. */
function pdfsOnly(store: FixtureStore, recordIds: readonly string[]) {
  for (const id of recordIds) {
    if ((store.byRecord(id).fileExt ?? '').toLowerCase() !== 'pdf') enforce(Refuse.invalid(STAMP_CONFIG_PDF_ONLY));
  }
}

/** The duties a fixture drawing is signed for (examine and authorize, by the drawing's specialty). */
const SIGNING_DUTIES = [FixtureDuty.examine, FixtureDuty.authorize] as const;

/** The signers of a fixture drawing by duty: the specialty's examiner and authoriser, drawing-check corrections win. */
function signersByDuty(store: FixtureStore, drawing: { resId: string }): Map<string, string> {
  const file = store.resource(drawing.resId);
  const top = file.path.split('/')[1] ?? '';
  const specialty = store.state.specialties.find((s) => s.dictName === top);
  const signers = new Map<string, string>();
  for (const dutyId of SIGNING_DUTIES) {
    const user = specialty && store.state.users.find((u) => u.specialtyId === specialty.id && u.dutyId === dutyId);
    if (user) signers.set(dutyId, user.userId);
  }
  for (const [dutyId, userId] of store.state.signerCorrections.get(drawing.resId) ?? []) signers.set(dutyId, userId);
  return signers;
}

function signersOf(store: FixtureStore, drawing: { resId: string }): string[] {
  return [...new Set(signersByDuty(store, drawing).values())];
}

/** Drawings grouped by identical signers (getFastInfo): the signers approve their batch. */
function batchesOf(store: FixtureStore, projectId: string, drawings: readonly DrawingRef[]): StampBatch[] {
  const batches = new Map<string, StampBatch>();
  for (const ref of drawings) {
    const signers = signersOf(store, ref);
    const key = signers.join(',');
    const file = store.resource(ref.resId);
    const parent = file.parentId === '0' ? undefined : store.resource(file.parentId);
    const batch = batches.get(key) ?? {
      userInfoVoList: signers.map((id) => store.userOption(id)),
      resOwnerDTOList: [],
      moreThanOne: signers.length > 1,
    };
    batch.resOwnerDTOList.push({
      resId: file.resId,
      recordId: file.recordId ?? ref.recordId,
      resName: file.resName,
      fileExt: file.fileExt ?? '',
      pathName: parent?.path ?? '/',
      path: file.path,
      parentId: file.parentId,
      parentName: parent?.resName ?? '',
      projectId,
      isFolder: false,
      actId: null,
      distinguishType: file.distinguishType ?? null,
      printCopies: file.printCopies ?? 1,
      updateTime: file.updateTime,
    });
    batches.set(key, batch);
  }
  return [...batches.values()];
}

const notRecognised = (store: FixtureStore, refs: readonly DrawingRef[]) =>
  refs.map((ref) => store.resource(ref.resId)).filter((f) => f.distinguishType !== RecognitionStatus.Success);

/** Flow templates, the quick and ordered stamp wizards and the drawing check. */
export const signingResolvers: Resolvers = {
  flowTemplate: {
    list: ({ store, user, data }) =>
      paginate(store.templatesOf(data.projectId, user.userId), data.pageNum, data.pageSize ?? 10),
    detail: ({ store, data }) => store.loadedTemplate(store.template(data.actId)),
    defaultTemplate: ({ store, data }) =>
      store.loadedTemplate(store.defaultTemplate(data.projectId, data.dictSpecialtyId, data.uuid)),
    create: ({ store, user, data }) => ({ id: store.createTemplate(data, user).id }),
    update: ({ store, user, data }) => {
      store.updateTemplate(data.actInfo.id, data, user);
      return null;
    },
    updateDefault: ({ store, data }) => {
      const template =
        store.state.templates.find((t) => t.uuid === data.uuid) ??
        refuse(FixtureCode.Error, FlowTemplateMessage.DefaultNotFound);
      template.isLinear = data.actInfo.isLinear;
      template.tasks = data.tasks.map((t) => ({
        dictDutyId: t.dictDutyId,
        userIdList: t.userIdList,
        taskName: t.taskName ?? store.state.duties.find((d) => d.id === t.dictDutyId)?.dictName ?? '',
      }));
      return null;
    },
    delete: ({ store, user, data }) => {
      store.deleteTemplate(data.actId, user);
      return null;
    },
    checkName: ({ store, data }) => {
      enforce(templateNameRefusal({ nameTaken: store.isTemplateNameTaken(data.projectId, data.actName, data.actId) }));
      return true;
    },
  },
  quickApproval: {
    uid: ({ store }) => store.nextId('uid'),
    startOcr: ({ store, data }) => {
      store.startRecognition(data.recordIdList);
      return null;
    },
    ocrStatus: ({ store, data }) => store.pollRecognition(data.recordIdList),
    reOcr: ({ store, data }) => {
      store.startRecognition(data.recordIdList);
      return null;
    },
    checkTemplateChanges: () => ({ hasChange: TemplateChange.None, recordIdList: [] }),
    checkApprovalName: ({ store, data }) => {
      enforce(approvalNameRefusal({ nameTaken: store.isApprovalNameTaken(data.projectId, data.actName) }));
      return true;
    },
    batches: ({ store, data }) => {
      enforce(recognitionRefusal({ recognised: notRecognised(store, data.fileList).length === 0 }));
      return batchesOf(store, data.projectId, data.fileList);
    },
    classifyFiles: ({ store, data }) => {
      const byFolder = new Map<
        string,
        { resId: string; resName: string; children: ReturnType<typeof batchesOf>[number]['resOwnerDTOList'] }
      >();
      for (const batch of batchesOf(store, data.projectId, data.fileList)) {
        for (const file of batch.resOwnerDTOList) {
          const group = byFolder.get(file.parentId) ?? { resId: file.parentId, resName: file.parentName, children: [] };
          group.children.push(file);
          byFolder.set(file.parentId, group);
        }
      }
      return [...byFolder.values()];
    },
    signers: ({ store, data }) =>
      store
        .members(data.projectId)
        .filter((m) =>
          mayApplyStamps(
            { staffType: m.staffType, dutyIds: m.dictDutyId ? [m.dictDutyId] : [] },
            new Set([FixtureDuty.projectLeader, FixtureDuty.specialtyLeader]),
          ),
        )
        .map((m) => store.userOption(m.userId)),
    checkFiles: ({ store, data }) => {
      const failed = data.recordIdList
        .map((id) => store.byRecord(id))
        .filter((f) => f.distinguishType !== RecognitionStatus.Success);
      return {
        passed: failed.length === 0,
        errorFileList: failed.map((f) => ({
          recordId: f.recordId ?? '',
          resName: f.resName,
          path: f.path,
          reason: ApprovalMessage.NotRecognisedYet,
        })),
      };
    },
    submit: ({ store, user, data }) => {
      store.project(data.projectId);
      enforce(
        checkQuickSubmission(data, {
          nameTaken: store.isApprovalNameTaken(data.projectId, data.approvalName),
          isRecognised: (recordId) => store.byRecord(recordId).distinguishType === RecognitionStatus.Success,
        }),
      );
      const approvers = [...new Set(data.fastInfoVOS.flatMap((b) => b.userIdList))];
      const actId = store.launch(user, {
        id: data.id,
        projectId: data.projectId,
        approvalName: data.approvalName,
        remarks: data.remarks,
        signMan: data.signMan,
        isCa: data.isCa,
        isLinear: LinearMode.Parallel,
        tasks: [{ taskName: '审批', userIdList: approvers }],
        drawings: data.fastInfoVOS.flatMap((b) => b.drawings),
        signingMode: SigningMode.Quick,
      });
      // The stamps it places show on its files and cannot be deleted while it is in progress.
      store.placeStamps(
        actId,
        [data.entStampId, ...data.customizedStampIds],
        new Map(data.fastInfoVOS.flatMap((b) => b.drawings.map((d) => [d.recordId, b.stampIdList] as const))),
      );
      return { actId };
    },
    saveErrorReport: ({ store, data }) => {
      const uuid = store.nextId('report');
      store.state.errorReports.set(uuid, data.errorFileList);
      return uuid;
    },
    ocrDetails: ({ store, data }) => store.recognitionDetails(data.recordIdList),
  },
  drawingCheck: {
    check: ({ store, data }) => {
      const files = data.fileList.map((ref) => store.resource(ref.resId));
      const checked = (f: (typeof files)[number], errorReason: CheckReason[]): CheckedFile => {
        const parent = f.parentId === '0' ? undefined : store.resource(f.parentId);
        return {
          resId: f.resId,
          recordId: f.recordId ?? null,
          resName: f.resName,
          isFolder: false,
          fileExt: f.fileExt ?? '',
          pathName: parent?.path ?? '/',
          parentId: f.parentId,
          errorReason,
          ...readFrom(f.recordId),
        };
      };
      // 图名 and 图号 of a recognised drawing, as recognitionDetails reads them.
      const readFrom = (recordId: string | null | undefined) => {
        const detail = recordId ? store.recognitionDetails([recordId])[0] : undefined;
        if (detail?.status !== RecognitionStatus.Success) return {};
        return {
          ...(detail.drawingName ? { drawingName: detail.drawingName } : {}),
          ...(detail.drawingNumber ? { drawingNumber: detail.drawingNumber } : {}),
        };
      };
      const dutyName = (dutyId: string) => store.state.duties.find((d) => d.id === dutyId)?.dictName ?? dutyId;
      const ocr = files
        .filter((f) => f.distinguishType !== RecognitionStatus.Success)
        .map((f) =>
          checked(f, [
            {
              errorReason: DrawingCheckReason.titleBlockUnread(
                recognitionStatusText[f.distinguishType ?? RecognitionStatus.Waiting],
              ),
            },
          ]),
        );
      const setting = files
        .filter((f) => f.distinguishType === RecognitionStatus.Success)
        .flatMap((f) => {
          const signers = signersByDuty(store, f);
          // The fixture reads names per specialty, not per field: a drawing with anybody signing passes.
          if (signers.size > 0) return [];
          const reasons = SIGNING_DUTIES.filter((dutyId) => !signers.has(dutyId)).map((dutyId) => ({
            errorReason: DrawingCheckReason.signerMissing(dutyName(dutyId)),
            dutyId,
            dutyName: dutyName(dutyId),
            realname: null,
          }));
          return reasons.length > 0 ? [checked(f, reasons)] : [];
        });
      const hasError = ocr.length + setting.length > 0;
      let downLoadURL: string | null = null;
      if (hasError) {
        downLoadURL = store.nextId('report');
        store.state.errorReports.set(
          downLoadURL,
          [...ocr, ...setting].map((f) => ({ resName: f.resName, path: f.pathName ?? '/' })),
        );
      }
      return {
        hasError,
        ocrCheckResult: { fileList: ocr },
        settingCheckResult: { fileList: setting },
        sizeUnitCheckResult: { fileList: [] },
        downLoadURL,
      };
    },
    correct: ({ store, data }) => {
      const member = store.members(data.projectId).some((m) => m.userId === data.modifyResult);
      if (!member) refuse(FixtureCode.Error, ApprovalMessage.CorrectionNotMember);
      for (const resId of data.modifyIdList) {
        store.resource(resId);
        const corrections = store.state.signerCorrections.get(resId) ?? new Map<string, string>();
        corrections.set(data.dutyId, data.modifyResult);
        store.state.signerCorrections.set(resId, corrections);
      }
      return null;
    },
    downloadReport: ({ store, data }) => {
      const rows = store.state.errorReports.get(data.uuid) ?? refuse(FixtureCode.Error, CommonMessage.ReportNotFound);
      return pdf(rows.map((r) => `${r.path} ${r.resName}`).join('\n'));
    },
  },
  orderedSigning: {
    /**
     * The shared rules in the server's order, with the store's facts: the name (unused in the project), the files
     * (each once; recognised, or in text-signature mode PDFs with their stamp configuration saved), each file's
     * registration stamps (at most two, not twice the same). The template, signer and stamps are not checked here.
     */
    submit: ({ store, user, data }) => {
      store.project(data.projectId);
      enforce(approvalNameRefusal({ nameTaken: store.isApprovalNameTaken(data.projectId, data.approvalName) }));
      enforce(filesOnceRefusal(data.fileList));
      if (data.calculationTemplate) {
        const files = data.fileList.map((ref) => store.resource(ref.resId));
        if (files.some((f) => (f.fileExt ?? '').toLowerCase() !== 'pdf'))
          enforce(Refuse.invalid(STAMP_CONFIG_PDF_ONLY));
        if (data.fileList.some((ref) => !store.state.calcInfos.has(ref.recordId))) {
          enforce(Refuse.invalid(STAMP_CONFIG_INCOMPLETE));
        }
      } else {
        for (const ref of data.fileList) {
          const recognised = store.byRecord(ref.recordId).distinguishType === RecognitionStatus.Success;
          enforce(recognitionRefusal({ recognised }));
        }
      }
      const stampsByFile = new Map<string, string[]>();
      for (const key of data.stampKeyList) {
        stampsByFile.set(key.recordId, [...(stampsByFile.get(key.recordId) ?? []), key.stampId]);
      }
      for (const stampIds of stampsByFile.values()) enforce(batchStampsRefusal(stampIds));
      const actId = store.launch(user, {
        id: data.id,
        projectId: data.projectId,
        approvalName: data.approvalName,
        remarks: data.remarks,
        signMan: data.signMan,
        isCa: data.isCa,
        isLinear: data.isLinear,
        tasks: data.tasks,
        drawings: data.fileList,
        signingMode: SigningMode.Ordered,
      });
      const perRecord = new Map<string, string[]>();
      for (const key of [...data.stampKeyList, ...(data.autographStampList ?? [])]) {
        perRecord.set(key.recordId, [...(perRecord.get(key.recordId) ?? []), key.stampId]);
      }
      store.placeStamps(actId, [data.entStampId, ...data.customizedStampIds], perRecord);
      return { actId };
    },
    saveCalcInfo: ({ store, data }) => {
      pdfsOnly(store, [data.recordId]);
      const content = checkedCalcInfo(data.info);
      if (data.templateId && data.templateId !== FIXTURE_FRAME_TEMPLATE_ID) {
        enforce(Refuse.invalid(StampConfigMessage.TemplateNotFound));
      }
      store.state.calcInfos.set(data.recordId, { templateId: data.templateId ?? null, info: JSON.stringify(content) });
      return null;
    },
    pasteCalcInfo: ({ store, data }) => {
      store.byRecord(data.sourceRecordId);
      const saved = store.state.calcInfos.get(data.sourceRecordId);
      if (!saved?.info.trim()) return enforce(Refuse.invalid(StampConfigMessage.SourceNotConfigured)) as never;
      const targets = [...new Set(data.targetRecordIds)].filter((id) => id !== data.sourceRecordId);
      pdfsOnly(store, targets);
      const moved = moveCalcInfoToPage(checkedCalcInfo(saved.info), FIXTURE_PAGE);
      for (const id of targets)
        store.state.calcInfos.set(id, { templateId: saved.templateId, info: JSON.stringify(moved) });
      return null;
    },
    batchApplyTemplate: ({ store, data }) => {
      if (data.templateId !== FIXTURE_FRAME_TEMPLATE_ID) enforce(Refuse.invalid(StampConfigMessage.TemplateNotFound));
      pdfsOnly(store, data.recordIdList);
      const info = JSON.stringify({ version: 1, page: { ...FIXTURE_PAGE }, boxes: FIXTURE_TEMPLATE_BOXES });
      for (const id of data.recordIdList) store.state.calcInfos.set(id, { templateId: data.templateId, info });
      return null;
    },
    checkUniversalTemplate: ({ store, data }) => {
      const pdfs = data.recordIdList.every((id) => (store.byRecord(id).fileExt ?? '').toLowerCase() === 'pdf');
      return pdfs ? { universal: true, templateId: FIXTURE_FRAME_TEMPLATE_ID } : { universal: false, templateId: null };
    },
    calcInfo: ({ store, data }) => {
      const saved = store.state.calcInfos.get(data.recordId);
      return saved ? { recordId: data.recordId, templateId: saved.templateId, info: saved.info } : null;
    },
    matchInfo: ({ store, data }) =>
      data.recordIdList.map((recordId) => ({
        recordId,
        templateId: store.state.calcInfos.get(recordId)?.templateId ?? null,
        matched: store.state.calcInfos.has(recordId),
      })),
  },
};
