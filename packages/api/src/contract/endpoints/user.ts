import { z } from 'zod';
import { blobSchema, emptyRequest, idSchema, nothing, pageOf } from '../../entities/common';
import { opinionSchema, permissionsSchema, userInfoSchema, userRoleSchema } from '../../entities/user';
import { profileSchema, userSettingsSchema } from '../../rules/accountSettings';
import { opinionInputSchema, opinionQuerySchema, opinionUpdateSchema } from '../../rules/opinionBank';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/** A login session of the signed-in person as /account/device lists it. */
export const loginDeviceSchema = z.object({
  id: idSchema,
  /** The system (Windows, macOS, iOS...) and the browser or the desktop client, read from the user-agent. */
  device: z.string(),
  browser: z.string(),
  ip: z.string(),
  /** YYYY-MM-DD HH:mm:ss */
  loginTime: z.string(),
  /** YYYY-MM-DD HH:mm:ss */
  lastActiveTime: z.string(),
  /** The session making this call (本机). */
  current: z.boolean(),
});
export type LoginDevice = z.output<typeof loginDeviceSchema>;

const SELF = { access: { scope: 'session' }, designed: true } as const;

/** The signed-in user: info, permissions, roles, personal opinion bank. */
export const user = defineArea('user', {
  info: get('/userInfo/user', emptyRequest, userInfoSchema, { access: { scope: 'session' } }),
  /** The route tree with menu permission keys and the button keys (authList). */
  permissions: get('/permission/getUserPermission', emptyRequest, permissionsSchema),
  /** The flat list of every permission key the user holds (menus and buttons). */
  permissionKeys: get('/permission/getUserPerm', emptyRequest, z.array(z.string())),
  roles: get('/userInfo/getUserRole', emptyRequest, z.array(userRoleSchema)),
  /** The person's own opinion bank (000 section 7), 30 a page, by tab and type, newest first. */
  opinionBank: get('/userInfo/getUserOpinionBank', opinionQuerySchema, pageOf(opinionSchema)),
  /** The spec sends userId: it may only name the caller (the bank is the person's own). */
  createOpinion: post(
    '/userInfo/createUserOpinionBank',
    opinionInputSchema.extend({ userId: idSchema.optional() }),
    opinionSchema,
  ),
  updateOpinion: post('/userInfo/updateUserOpinionBank', opinionUpdateSchema, opinionSchema),
  /** Path not shown (the spec lists get, create, update): designed beside them. */
  deleteOpinion: post('/userInfo/delUserOpinionBank', z.object({ id: idSchema }), nothing, { designed: true }),
  /** /account/basic: the real name and email (issue 24). Path not shown: designed in the /userInfo family. */
  updateProfile: post('/userInfo/updateUserInfo', profileSchema, userInfoSchema, SELF),
  /**
   * The person's avatar: a JPG/JPEG/PNG under 500 KB (001 section 9), checked by its content, kept in the file store;
   * answers the image's URL. Path not shown: designed beside updateUserInfo.
   */
  uploadAvatar: post('/userInfo/uploadAvatar', z.object({ file: blobSchema }), z.object({ avatar: z.string() }), {
    ...SELF,
    form: true,
    timeout: Timeouts.AvatarUpload,
  }),
  delAvatar: post('/userInfo/delAvatar', emptyRequest, nothing, SELF),
  /**
   * The bytes of an avatar, opened by an <img> (no session headers): the key is random and names one stored image.
   * Path not shown: designed beside uploadAvatar.
   */
  avatarImage: get('/userInfo/avatar', z.object({ key: z.string().min(1) }), blobSchema, {
    public: true,
    binary: true,
    download: true,
    designed: true,
  }),
  /** /account/preference: the language and the default page (001 section 7.10 names the calls, not their paths). */
  addUserSetting: post('/userInfo/addUserSetting', userSettingsSchema.partial(), userSettingsSchema, SELF),
  getUserSetting: get('/userInfo/getUserSetting', emptyRequest, userSettingsSchema, SELF),
  /** /account/device: the person's live login sessions, the calling one marked. */
  loginDevices: get('/userInfo/getLoginDevices', emptyRequest, z.array(loginDeviceSchema), SELF),
  /** Ends one of the person's other sessions at once (its token stops working on the next call). */
  signOutDevice: post('/userInfo/logoutDevice', z.object({ id: idSchema }), nothing, SELF),
});
