import { api } from '@atelier/api';
import { permissionKeys, permissionsFor, rolesOf } from '../auth/permissions';
import {
  addUserSetting,
  avatarImage,
  loginDevices,
  removeAvatar,
  signOutDevice,
  updateProfile,
  uploadAvatar,
  userSettingsOf,
} from '../auth/profile';
import { tokenInvalid } from '../domain/errors';
import { userInfo } from '../domain/views';
import { implementArea } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';
import { createOpinion, deleteOpinion, listOpinions, personalBank, updateOpinion } from '../opinions/opinionBank';
import { roleNamesOf } from '../roles/repository';

/**
 * The signed-in user: info, permissions and roles in the current enterprise. Permissions follow the roles in the
 * enterprise of the call (the fixed roles' table plus the keys of the custom roles held, read on every call); an
 * expired enterprise keeps them (the portal shows its locked screen), a user without an enterprise gets the
 * personal pages only.
 */
export const userArea = implementArea(api.user, {
  info: ({ db, user }) => userInfo(db, user),
  permissions: ({ enterprise }) => permissionsFor(enterprise?.roles ?? null, enterprise?.grants),
  permissionKeys: ({ enterprise }) => permissionKeys(permissionsFor(enterprise?.roles ?? null, enterprise?.grants)),
  roles: async ({ db, enterprise }) =>
    rolesOf(enterprise?.roles ?? [], enterprise ? await roleNamesOf(db, enterprise.id, enterprise.roles) : undefined),
  opinionBank: ({ db, user, data }) => listOpinions(db, personalBank(user.id), data),
  createOpinion: ({ db, user, data }) => createOpinion(db, personalBank(user.id), data),
  updateOpinion: ({ db, user, data }) => updateOpinion(db, personalBank(user.id), data),
  deleteOpinion: ({ db, user, data }) => deleteOpinion(db, personalBank(user.id), data.id),
  updateProfile: ({ db, session, data }) => updateProfile(db, session ?? tokenInvalid(), data),
  uploadAvatar: ({ db, files, prefixes, session, data }) =>
    uploadAvatar(db, files, prefixes, session ?? tokenInvalid(), data.file),
  delAvatar: ({ db, files, session }) => removeAvatar(db, files, session ?? tokenInvalid()),
  avatarImage: async ({ db, files, data }) => {
    const image = await avatarImage(db, files, data.key);
    return new FileAnswer(image.body, image.fileName, image.contentType, 'inline');
  },
  addUserSetting: ({ db, session, data }) => addUserSetting(db, session ?? tokenInvalid(), data),
  getUserSetting: ({ db, session }) => userSettingsOf(db, session ?? tokenInvalid()),
  loginDevices: ({ db, session }) => loginDevices(db, session ?? tokenInvalid()),
  signOutDevice: ({ db, session, data }) => signOutDevice(db, session ?? tokenInvalid(), data.id),
});
