import { z } from 'zod';
import { emptyRequest, idSchema, pageOf, pageQueryShape } from '../../entities/common';
import { opinionSchema, permissionsSchema, userInfoSchema, userRoleSchema } from '../../entities/user';
import { multilineText } from '../../rules/text';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** The signed-in user: info, permissions, roles, personal opinion bank. */
export const user = defineArea('user', {
  info: get('/userInfo/user', emptyRequest, userInfoSchema, { access: { scope: 'session' } }),
  /** The route tree with menu permission keys and the button keys (authList). */
  permissions: get('/permission/getUserPermission', emptyRequest, permissionsSchema),
  /** The flat list of every permission key the user holds (menus and buttons). */
  permissionKeys: get('/permission/getUserPerm', emptyRequest, z.array(z.string())),
  roles: get('/userInfo/getUserRole', emptyRequest, z.array(userRoleSchema)),
  opinionBank: get(
    '/userInfo/getUserOpinionBank',
    z.object({ ...pageQueryShape, type: z.number().int().optional() }),
    pageOf(opinionSchema),
  ),
  createOpinion: post(
    '/userInfo/createUserOpinionBank',
    z.object({
      userId: idSchema,
      comment: multilineText(z.string().trim().min(1)),
      type: z.number().int(),
      opinionCation: z.string().optional(),
    }),
    opinionSchema,
  ),
  updateOpinion: post(
    '/userInfo/updateUserOpinionBank',
    z.object({
      id: idSchema,
      comment: multilineText(z.string().trim().min(1)).optional(),
      type: z.number().int().optional(),
      opinionCation: z.string().optional(),
    }),
    opinionSchema,
  ),
});
