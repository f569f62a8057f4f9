import { api } from '@atelier/api';
import { checkDrawings, correctSigners, errorReportFile } from '../approvals/drawingCheck';
import { implementArea } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';

export { errorReportCsv, formatUnitFactor } from '../approvals/drawingCheck';

/** The drawing check (000 sections 2, 4, 7; issue 8): check the chosen drawings, correct signers, the report. */
export const drawingCheckArea = implementArea(api.drawingCheck, {
  check: ({ db, actor, data }) => checkDrawings(db, actor, data),
  correct: ({ db, actor, project, data }) => correctSigners(db, actor, project, data),
  downloadReport: async ({ db, user, data }) => {
    const { body, fileName } = await errorReportFile(db, user.id, data.uuid);
    return new FileAnswer(body, fileName, 'text/csv; charset=utf-8', 'attachment', body.length);
  },
});
