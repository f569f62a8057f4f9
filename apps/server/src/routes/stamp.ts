import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';
import { stampImageFile, uploadStampImage } from '../stamps/images';
import {
  addStampToEnterprise,
  createSignatureSlots,
  createStamp,
  deleteStamp,
  personnelStampPage,
  removeStampFromEnterprise,
  removeUserStampsFromEnterprise,
  replaceStampImage,
  setStampEnabled,
  stampsNotInUse,
  updateStampInfo,
} from '../stamps/management';
import { enterpriseStampPage, ownerStampPage, ownPersonalStamps, projectPersonalStamps } from '../stamps/stampLists';
import { stampLog } from '../stamps/stampLog';

/**
 * Stamps and signatures (000 section 7 "Stamps", issue 11): the lists the approval wizards read (stamps/stampLists.ts),
 * stamp images, stamp management (stamps/management.ts) and the stamp log. Administrator-only calls and the project
 * lists declare their permission in the contract; the rest are decided by the stamp rules (stamps/stampRules.ts).
 */
export const stampArea = implementArea(api.stamp, {
  list: ({ db, actor, data, prefixes }) => ownerStampPage(db, actor, data, prefixes),
  enterpriseStamps: ({ db, actor, data, prefixes }) => enterpriseStampPage(db, actor, data, prefixes),
  personalStamps: ({ db, project, data, prefixes }) => projectPersonalStamps(db, project, data.userName, prefixes),
  personalSign: ({ db, actor, project, prefixes }) => ownPersonalStamps(db, actor, project, prefixes),
  uploadImage: ({ db, files, actor, data }) => uploadStampImage(db, files, actor, data.file),
  image: async ({ db, files, actor, data }) => {
    const image = await stampImageFile(db, files, actor, data.stampId);
    return new FileAnswer(image.body, image.fileName, 'image/png', 'inline', image.size);
  },
  create: ({ db, actor, data, prefixes }) => createStamp(db, actor, data, prefixes),
  updateMd5: async ({ db, actor, data }) => {
    await replaceStampImage(db, actor, data);
    return null;
  },
  delete: async ({ db, actor, data }) => {
    await deleteStamp(db, actor, data.stampId);
    return null;
  },
  setEnabled: async ({ db, actor, data }) => {
    await setStampEnabled(db, actor, data);
    return null;
  },
  updateInfo: async ({ db, actor, data }) => {
    await updateStampInfo(db, actor, data);
    return null;
  },
  batchCreate: async ({ db, actor, data }) => {
    await createSignatureSlots(db, actor, data.userIdList);
    return null;
  },
  notInUse: ({ db, actor, data, prefixes }) => stampsNotInUse(db, actor, data, prefixes),
  removeFromEnterprise: async ({ db, actor, data }) => {
    await removeStampFromEnterprise(db, actor, data.stampId);
    return null;
  },
  removeUserFromEnterprise: async ({ db, actor, data }) => {
    await removeUserStampsFromEnterprise(db, actor, data.userId);
    return null;
  },
  addToEnterprise: async ({ db, actor, data }) => {
    await addStampToEnterprise(db, actor, data.stampId);
    return null;
  },
  personnelStamps: ({ db, actor, data, prefixes }) => personnelStampPage(db, actor, data, prefixes),
  log: ({ db, actor, data }) => stampLog(db, actor, data),
  saveTempImage: PLANNED,
});
