import type { z } from 'zod';
import { defineEndpoint, type Endpoint, type EndpointOptions } from '../define';

type Extra<Req extends z.ZodType> = Omit<EndpointOptions<Req, z.ZodType>, 'method' | 'path' | 'request' | 'response'>;

/** `defineEndpoint` for a GET: the request is the query. */
export function get<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
  extra: Extra<Req> = {},
): Endpoint<Req, Res> {
  return defineEndpoint({ ...extra, method: 'GET', path, request, response });
}

/** `defineEndpoint` for a POST: the request is the JSON body (or form data with `form: true`). */
export function post<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
  extra: Extra<Req> = {},
): Endpoint<Req, Res> {
  return defineEndpoint({ ...extra, method: 'POST', path, request, response });
}
