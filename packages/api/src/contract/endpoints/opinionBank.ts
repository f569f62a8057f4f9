import { z } from 'zod';
import { blobSchema, idSchema, nothing, pageOf } from '../../entities/common';
import { opinionSchema } from '../../entities/user';
import {
  OpinionBankMessage,
  opinionBankStateSchema,
  opinionInputSchema,
  opinionLibrarySchema,
  opinionQuerySchema,
  opinionUpdateSchema,
} from '../../rules/opinionBank';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** The enterprise bank's page and calls answer to its menu key (意见库), which the enterprise admin holds. */
const entBank = { access: { menu: 'enterpriseOpinion', denial: OpinionBankMessage.NoEnterpriseBank } } as const;

/** What an import did: rows added and refused; the refused rows are kept as an error file while `errorId` names it. */
export const opinionImportResultSchema = z.object({
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  errorId: idSchema.nullable(),
});
export type OpinionImportResult = z.output<typeof opinionImportResultSchema>;

/**
 * The enterprise's opinion bank and the spreadsheet import of both banks (001 section 7.3: "opinion bank get,
 * create, update, import (POST, query enterpriseId, state, option), downLoadErrorOpinion"; 3.6: templates for the
 * enterprise's and the personal review and general libraries). The spec does not show these paths in full: they are
 * designed in the /enterprise family of 7.3. The personal bank's own calls are the user area's (/userInfo/...).
 */
export const opinionBank = defineArea('opinionBank', {
  list: get('/enterprise/getEntOpinionBank', opinionQuerySchema, pageOf(opinionSchema), {
    ...entBank,
    designed: true,
  }),
  create: post('/enterprise/createEntOpinionBank', opinionInputSchema, opinionSchema, { ...entBank, designed: true }),
  update: post('/enterprise/updateEntOpinionBank', opinionUpdateSchema, opinionSchema, { ...entBank, designed: true }),
  delete: post('/enterprise/delEntOpinionBank', z.object({ id: idSchema }), nothing, { ...entBank, designed: true }),
  /**
   * A filled-in template into a bank: `state` names the bank ('1' the caller's own, '2' the enterprise's, which needs
   * the enterprise bank's menu key: checked by the server for that state), `option` the library tab. Good rows are
   * added, refused rows kept for downLoadErrorOpinion.
   */
  import: post(
    '/enterprise/importOpinionBank',
    z.object({
      enterpriseId: idSchema.optional(),
      state: opinionBankStateSchema,
      option: opinionLibrarySchema,
      file: blobSchema,
    }),
    opinionImportResultSchema,
    { form: true, queryKeys: ['enterpriseId', 'state', 'option'], designed: true },
  ),
  /** The refused rows of the caller's import as an xlsx (each row as it was, its number and the reason). */
  downloadError: get('/enterprise/downLoadErrorOpinion', z.object({ id: idSchema }), blobSchema, {
    binary: true,
    download: true,
    designed: true,
  }),
  /** The import template of a bank's library tab (xlsx). */
  template: get(
    '/enterprise/downloadOpinionTemplate',
    z.object({ state: opinionBankStateSchema, option: opinionLibrarySchema }),
    blobSchema,
    { binary: true, download: true, designed: true },
  ),
});
