import { api } from '@atelier/api';
import {
  applyTemplateToFiles,
  configuredVersions,
  pasteStampConfiguration,
  saveStampConfiguration,
  stampConfiguration,
  universalTemplate,
} from '../approvals/calcInfos';
import { submitOrderedSigning } from '../approvals/orderedSubmit';
import { implementArea } from '../http/area';

/** Ordered signing (发起按序签章, 000 section 2 and 7, issue 9) and the text-signature page's stamp configuration. */
export const orderedSigningArea = implementArea(api.orderedSigning, {
  submit: ({ db, actor, data }) => submitOrderedSigning(db, actor, data),
  saveCalcInfo: ({ db, files, actor, data }) => saveStampConfiguration(db, files, actor, data),
  calcInfo: ({ db, actor, data }) => stampConfiguration(db, actor, data.recordId),
  checkUniversalTemplate: ({ db, files, actor, data }) => universalTemplate(db, files, actor, data.recordIdList),
  batchApplyTemplate: ({ db, files, actor, data }) => applyTemplateToFiles(db, files, actor, data),
  matchInfo: ({ db, actor, data }) => configuredVersions(db, actor, data.recordIdList),
  pasteCalcInfo: ({ db, files, actor, data }) => pasteStampConfiguration(db, files, actor, data),
});
