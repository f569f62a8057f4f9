import { z } from 'zod';
import { blobSchema, downloadLinkSchema, idListSchema, idSchema } from '../../entities/common';
import { AppType } from '../../entities/constants';
import { TICKET_REQUIRED } from '../../rules/messages';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/** A download call: 40010 (file too large) opens the client-download dialog. */
const DOWNLOAD = { download: true, timeout: Timeouts.Download } as const;

/** Downloads by scene; each answers with a link (001 sections 7.5, 7.6; 000 section 7). */
export const download = defineArea('download', {
  projectFiles: post(
    '/v2/proDown/downloadRes',
    z.object({ projectId: idSchema, resIds: idListSchema.min(1) }),
    downloadLinkSchema,
    { ...DOWNLOAD, access: { project: 'projectId' } },
  ),
  /**
   * The bytes behind a project download link (`projectFiles` and `projectFileList` answer its URL): one file, or a
   * zip of several. Opened by the browser itself, so it carries a short-lived ticket instead of the session
   * headers. Path not shown: designed in the /v2/proDown family.
   */
  projectFile: get(
    '/v2/proDown/getFile',
    z.object({ ticket: z.string({ error: TICKET_REQUIRED }).min(1, TICKET_REQUIRED) }),
    blobSchema,
    { public: true, binary: true, download: true, designed: true, timeout: Timeouts.Download },
  ),
  meetingFile: post('/v2/proDown/downloadMeetFile', z.object({ baseFileId: idSchema }), downloadLinkSchema, DOWNLOAD),
  /** Network-disk download on the file-transfer host; path not shown (designed after downloadRes). */
  diskFiles: post('/perDown/downloadRes', z.object({ resIds: idListSchema.min(1) }), downloadLinkSchema, {
    ...DOWNLOAD,
    service: 'transfer',
    designed: true,
  }),
  /** The files under chosen disk resources with their links (desktop client); path not shown (designed). */
  diskFileList: post(
    '/perDown/downBaseFileList',
    z.object({ resIds: idListSchema.min(1) }),
    z.array(z.object({ resId: idSchema, resName: z.string(), path: z.string(), url: z.string() })),
    { ...DOWNLOAD, service: 'transfer', designed: true },
  ),
  /** The project files under chosen resources with their links (used before batch downloads and marks). */
  projectFileList: get(
    '/v2/proRes/getDownFileList',
    z.object({ projectId: idSchema, resIds: idListSchema.min(1) }),
    z.array(z.object({ resId: idSchema, resName: z.string(), path: z.string(), url: z.string() })),
    { download: true, access: { project: 'projectId' } },
  ),
  officeFile: get('/getOfficeDownUrl', z.object({ fid: idSchema }), downloadLinkSchema, {
    ...DOWNLOAD,
    service: 'office',
  }),
  proofFile: get('/proof/downloadProofFile', z.object({ actId: idSchema }), downloadLinkSchema, DOWNLOAD),
  /**
   * A drawing version's proofreading record: its opinions and marked pages in the newest proofreading holding the
   * version that the person may see, at any time of it (rules/proofreading.ts proofFileRecordSource).
   */
  proofFileRecord: get(
    '/proof/downloadProofFileRecord',
    z.object({ fileRecordId: idSchema }),
    downloadLinkSchema,
    DOWNLOAD,
  ),
  /** The latest desktop client (appType pc), offered by the client-download dialog. */
  clientUrl: get(
    '/sys/base/getAppUrl',
    z.object({ appType: z.enum(AppType) }),
    z.object({ url: z.string(), version: z.string() }),
    { public: true },
  ),
});
