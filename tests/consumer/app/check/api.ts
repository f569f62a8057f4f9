/**
 * The published '@atelier/api' as another app's TypeScript reads it, the way Node resolves packages
 * (`moduleResolution: nodenext`): every entry point, with the types its declarations promise.
 */
import { api, approvalNameSchema, type Endpoint, ResponseCode } from '@atelier/api';
import { type ApiClient, createApiClient, handleResponse, type Outcome, queryKeyOf } from '@atelier/api/client';
import { createFixtureStore, createHandlers } from '@atelier/api/msw';
import type * as rules from '@atelier/api/rules';
import { type RequestValidation, validateRequest } from '@atelier/api/server';

export const key: readonly ['user.info', object] = queryKeyOf(api.user.info);
export const warning: 40007 = ResponseCode.Warning;
// @ts-expect-error: a code is its own literal type (were the declarations unresolved, `any` would let this through)
export const notAnError: 40009 = ResponseCode.Warning;
export const endpoint: Endpoint = api.project.checkName;
export const outcome: Outcome = handleResponse({ endpoint, response: { success: false, code: warning } });
export const validation: RequestValidation<typeof api.user.info> = validateRequest(api.user.info, {});
export const makeClient = (): ApiClient =>
  createApiClient({ getToken: () => null, getEnterpriseId: () => null, getUserId: () => null, userAgent: 'web' });
export const handlers = createHandlers(createFixtureStore());
// The rules alone: the same schemas as the root's.
export const sameRule: typeof rules.approvalNameSchema = approvalNameSchema;
