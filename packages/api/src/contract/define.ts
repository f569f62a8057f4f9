import { z } from 'zod';
import type { ButtonPermission, FixedRoleId } from '../entities/constants';
import { type BusinessCode, ResponseCode } from '../response/codes';
import type { AddressLimitKind } from '../rules/security';

/** HTTP methods the portal's server speaks. */
export type HttpMethod = 'GET' | 'POST';

/**
 * The hosts (path prefixes) a call can live on. Most calls are on the portal; uploads of the network disk and
 * avatars go to the file-transfer host, configuration files to the object-storage host and Office downloads
 * to the Office host (specification 001, sections 7.3, 7.5 and 7.6).
 */
export type Service = 'portal' | 'transfer' | 'oss' | 'office';

/** Default path prefixes per service; the portal's prefix is the one a deployment usually changes. */
export const DEFAULT_PREFIXES = {
  portal: '/hzzk-portal',
  transfer: '/hzzk-Upload',
  oss: '/hzzk-oss',
  office: '/hzzk-office',
} as const satisfies Record<Service, string>;

export type ServicePrefixes = Record<Service, string>;

/** Default timeout of a call in milliseconds (specification 000, section 9). */
export const DEFAULT_TIMEOUT = 30_000;

/** The timeouts the specification names (000 section 9, 001 section 9). */
export const Timeouts = {
  Default: DEFAULT_TIMEOUT,
  Copy: 20_000,
  ConfigureFileUpload: 20_000,
  AvatarUpload: 10_000,
  RapidUpload: 120_000,
  SyncUpload: 120_000,
  MeetBaseFile: 120_000,
  Download: 60_000,
  BatchDownload: 60_000,
  OcrTemplateSetting: 60_000,
  TaskImport: 60_000,
  Recover: 30_000,
  DrawingCheck: 30_000,
  DownloadUrl: 50_000,
  TemplateUpload: 50_000,
} as const;

/**
 * Who may make a call: 'public' without a session (login, captcha, share pages); 'session' any signed-in user,
 * whatever enterprise X-Ent names (user info, the enterprise list and switch, logout); 'signedIn' a signed-in user,
 * the call's enterprise resolved when there is one (personal calls that also work without an enterprise);
 * 'member' a member of the call's current, unexpired enterprise.
 */
export type AccessScope = 'public' | 'session' | 'signedIn' | 'member';

/** The permission an endpoint declares, as written beside it in the contract. */
export interface AccessOptions<Req = unknown> {
  /** 'signedIn' unless stated ('public' when the endpoint is public). */
  scope?: Exclude<AccessScope, 'public'>;
  /** An enterprise role the caller must hold there (implies 'member'). */
  role?: FixedRoleId;
  /** A button key the caller's roles must give (000 section 6; implies 'member'). */
  button?: ButtonPermission;
  /**
   * A menu key (a route's `perms`, 001 section 2.1) the caller's roles must give (implies 'member'): the pages of
   * a module and the calls behind them answer to the same key.
   */
  menu?: string;
  /** The request field naming a project the caller must be a member of, in the call's enterprise (implies 'member'). */
  project?: Extract<keyof Req, string>;
  /** The refusal of a caller without the role or button, when the specification or the page words it. */
  denial?: string;
}

/** The permission of a declared endpoint, checked by the server before its handler and listed by a test. */
export interface EndpointAccess {
  readonly scope: AccessScope;
  readonly role: FixedRoleId | null;
  readonly button: ButtonPermission | null;
  readonly menu: string | null;
  readonly project: string | null;
  readonly denial: string | null;
}

function normalizeAccess(isPublic: boolean, access: AccessOptions = {}): EndpointAccess {
  const needsMembership =
    access.role !== undefined ||
    access.button !== undefined ||
    access.menu !== undefined ||
    access.project !== undefined;
  if (isPublic && (needsMembership || access.scope)) throw new Error('A public endpoint declares no other access');
  return {
    scope: isPublic ? 'public' : needsMembership ? 'member' : (access.scope ?? 'signedIn'),
    role: access.role ?? null,
    button: access.button ?? null,
    menu: access.menu ?? null,
    project: access.project ?? null,
    denial: access.denial ?? null,
  };
}

/**
 * How an endpoint answers a code it declares: 'shared' as the shared response handling says for that code (a
 * pass-through code reaches the caller, 40010 on a download opens the client-download dialog, a warning or an error
 * shows its toast); 'silent' rejected without a toast, because the caller shows the message itself (the project-name
 * check's 40007 under its field).
 */
export type RefusalHandling = 'shared' | 'silent';

/**
 * The business codes particular to an endpoint, beyond the ones any endpoint may answer with (`COMMON_REFUSALS`):
 * the pass-through codes its caller reads (20003 on a rapid upload, 40001 on a login), and the common codes it
 * answers differently (a silent 40007). Written with the named codes: `{ [ResponseCode.Warning]: 'silent' }`.
 */
export type RefusalOptions = Partial<Record<BusinessCode, RefusalHandling>>;

/** A declared refusal, as the client and the docs read it. */
export interface EndpointRefusal {
  readonly code: BusinessCode;
  /** Rejected without a toast (the caller shows it). */
  readonly silent: boolean;
}

/** The codes a caller may be answered silently with: the shared handling shows a toast for any other. */
const SILENCEABLE: ReadonlySet<number> = new Set([ResponseCode.Warning, ResponseCode.Error]);

function normalizeRefusals(path: string, refuses: RefusalOptions = {}, download = false): readonly EndpointRefusal[] {
  const refusals = new Map<number, EndpointRefusal>();
  for (const [key, handling] of Object.entries(refuses) as [string, RefusalHandling][]) {
    const code = Number(key) as BusinessCode;
    if (!Object.values(ResponseCode).includes(code)) throw new Error(`${path} declares an unnamed code ${key}`);
    if (handling === 'silent' && !SILENCEABLE.has(code)) throw new Error(`${path} cannot answer ${code} silently`);
    refusals.set(code, Object.freeze({ code, silent: handling === 'silent' }));
  }
  // A download may be refused as too large for the browser: the portal offers the desktop client.
  if (download && !refusals.has(ResponseCode.FileTooLarge)) {
    refusals.set(ResponseCode.FileTooLarge, Object.freeze({ code: ResponseCode.FileTooLarge, silent: false }));
  }
  return Object.freeze([...refusals.values()].sort((a, b) => a.code - b.code));
}

/** Options of one declaration, as written in the contract. */
export interface EndpointOptions<Req extends z.ZodType, Res extends z.ZodType> {
  method: HttpMethod;
  /** Path under the service prefix, starting with '/'. */
  path: string;
  /** What the caller sends: the query of a GET, the body of a POST. */
  request: Req;
  /** The `result` part of the response envelope. */
  response: Res;
  /** Milliseconds; 30000 unless the specification says otherwise. */
  timeout?: number;
  /**
   * The business codes particular to this call and how it answers them ({@link RefusalOptions}); the common ones
   * (`COMMON_REFUSALS`) need no declaration. `{ [ResponseCode.Warning]: 'silent' }`: a 40007 answer is rejected
   * without a toast (project-name check, stage-name check, pre-plan creation).
   */
  refuses?: RefusalOptions;
  /** A download call: 40010 opens the client-download dialog (declared for it), unknown codes pass through. */
  download?: boolean;
  /** The body is a file (Blob), not an envelope, when the call succeeds. */
  binary?: boolean;
  /** Callable without a session (login, captcha, SMS, registration). */
  public?: boolean;
  /** Who may call it (signed in, with the call's enterprise resolved, unless stated). */
  access?: AccessOptions<z.output<Req>>;
  /**
   * The per-address limit the server applies (`ADDRESS_LIMITS`): calls that check a secret, send an SMS or serve
   * the captcha. Calls of one kind share one count per client address.
   */
  addressLimit?: AddressLimitKind;
  /** Send the body as multipart form data (file uploads). */
  form?: boolean;
  /** Keys of a POST request that travel in the query string instead of the body. */
  queryKeys?: readonly string[];
  /** Which host; 'portal' unless stated. */
  service?: Service;
  /** The specification does not show this path: Atelier designed it in the same family. */
  designed?: boolean;
  /** One line saying what the call does. */
  summary?: string;
}

/** A declared endpoint, with defaults applied. `area`, `name` and `id` come from {@link defineArea}. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  readonly timeout: number;
  /** The codes particular to this call, sorted, 40010 included on downloads (the common ones are not listed). */
  readonly refuses: readonly EndpointRefusal[];
  /** A 40007 answer is rejected without a toast: derived from {@link refuses}. */
  readonly silent: boolean;
  readonly download: boolean;
  readonly binary: boolean;
  readonly public: boolean;
  readonly access: EndpointAccess;
  readonly addressLimit: AddressLimitKind | null;
  readonly form: boolean;
  readonly queryKeys: readonly string[];
  readonly service: Service;
  readonly designed: boolean;
  readonly summary: string;
  /** The area this endpoint belongs to, e.g. 'flowTemplate'. */
  readonly area: string;
  /** The endpoint's name inside its area, e.g. 'create'. */
  readonly name: string;
  /** `${area}.${name}`, e.g. 'flowTemplate.create'. */
  readonly id: string;
}

/** Any endpoint, whatever its schemas. */
export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType>;

export type EndpointRequest<E extends AnyEndpoint> = z.input<E['request']>;
export type EndpointRequestOutput<E extends AnyEndpoint> = z.output<E['request']>;
export type EndpointResult<E extends AnyEndpoint> = z.output<E['response']>;
export type EndpointResultInput<E extends AnyEndpoint> = z.input<E['response']>;

/** Declares one call. The path string written here is the only one in the repository. */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  options: EndpointOptions<Req, Res>,
): Endpoint<Req, Res> {
  if (!options.path.startsWith('/')) throw new Error(`An endpoint path starts with '/': ${options.path}`);
  const refuses = normalizeRefusals(options.path, options.refuses, options.download ?? false);
  return {
    method: options.method,
    path: options.path,
    request: options.request,
    response: options.response,
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    refuses,
    silent: refuses.some((refusal) => refusal.code === ResponseCode.Warning && refusal.silent),
    download: options.download ?? false,
    binary: options.binary ?? false,
    public: options.public ?? false,
    access: normalizeAccess(options.public ?? false, options.access as AccessOptions | undefined),
    addressLimit: options.addressLimit ?? null,
    form: options.form ?? false,
    queryKeys: options.queryKeys ?? [],
    service: options.service ?? 'portal',
    designed: options.designed ?? false,
    summary: options.summary ?? '',
    area: '',
    name: '',
    id: '',
  };
}

type Named<A extends string, T extends Record<string, AnyEndpoint>> = {
  readonly [K in keyof T]: T[K] & { readonly area: A; readonly name: K; readonly id: `${A}.${K & string}` };
};

/** Groups endpoints under an area and gives each its id. */
export function defineArea<A extends string, T extends Record<string, AnyEndpoint>>(
  area: A,
  endpoints: T,
): Named<A, T> {
  const named: Record<string, AnyEndpoint> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    named[name] = Object.freeze({ ...endpoint, area, name, id: `${area}.${name}` });
  }
  return Object.freeze(named) as Named<A, T>;
}

/** The response envelope every call answers with. `result` is checked against the endpoint's schema on success. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  code: z.number(),
  message: z
    .string()
    .nullish()
    .transform((m) => m ?? ''),
  result: z.unknown().optional(),
});
export type Envelope = z.output<typeof envelopeSchema>;

/** The code of a successful call. */
export const SUCCESS_CODE = 200;

/** Builds the envelope of a successful answer (used by the MSW handlers and the server). */
export function ok<T>(result: T, message = '操作成功'): { success: true; code: 200; message: string; result: T } {
  return { success: true, code: SUCCESS_CODE, message, result };
}

/** Builds the envelope of a refused answer. */
export function fail(
  code: number,
  message: string,
  result: unknown = null,
): { success: false; code: number; message: string; result: unknown } {
  return { success: false, code, message, result };
}

/** The full path of an endpoint under its service prefix: the service's prefix followed by the declared path. */
export function endpointPath(endpoint: AnyEndpoint, prefixes: Partial<ServicePrefixes> = {}): string {
  const prefix = prefixes[endpoint.service] ?? DEFAULT_PREFIXES[endpoint.service];
  return `${prefix.replace(/\/$/, '')}${endpoint.path}`;
}
