import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';
import {
  createOpinion,
  deleteOpinion,
  enterpriseBank,
  importBank,
  importErrorFile,
  importOpinions,
  listOpinions,
  opinionTemplateFile,
  updateOpinion,
} from '../opinions/opinionBank';

const xlsx = async (file: Promise<{ body: Blob; fileName: string; contentType: string }>) => {
  const { body, fileName, contentType } = await file;
  return new FileAnswer(Buffer.from(await body.arrayBuffer()), fileName, contentType, 'attachment');
};

/** The enterprise's opinion bank (its menu key checked before each call) and the import of both banks (issue 29). */
export const opinionBankArea = implementArea(api.opinionBank, {
  list: ({ db, actor, data }) => listOpinions(db, enterpriseBank(actor), data),
  create: ({ db, actor, data }) => createOpinion(db, enterpriseBank(actor), data),
  update: ({ db, actor, data }) => updateOpinion(db, enterpriseBank(actor), data),
  delete: ({ db, actor, data }) => deleteOpinion(db, enterpriseBank(actor), data.id),
  import: ({ db, user, enterprise, data }) =>
    importOpinions(db, importBank({ userId: user.id, enterprise }, data.state), data.option, data.file),
  downloadError: ({ db, user, data }) => xlsx(importErrorFile(db, user.id, data.id)),
  template: ({ data }) => xlsx(opinionTemplateFile(data.state, data.option)),
});
