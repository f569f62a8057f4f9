import { api } from '@atelier/api';
import { configuredVersions, saveStampConfiguration, stampConfiguration } from '../approvals/calcInfos';
import { submitOrderedSigning } from '../approvals/orderedSubmit';
import { implementArea, PLANNED } from '../http/area';

/** Ordered signing (发起按序签章, 000 section 2 and 7, issue 9) and the text-signature page's stamp configuration. */
export const orderedSigningArea = implementArea(api.orderedSigning, {
  submit: ({ db, actor, data }) => submitOrderedSigning(db, actor, data),
  saveCalcInfo: ({ db, actor, data }) => saveStampConfiguration(db, actor, data),
  calcInfo: ({ db, actor, data }) => stampConfiguration(db, actor, data.recordId),
  checkUniversalTemplate: PLANNED,
  batchApplyTemplate: PLANNED,
  matchInfo: ({ db, actor, data }) => configuredVersions(db, actor, data.recordIdList),
  pasteCalcInfo: PLANNED,
});
