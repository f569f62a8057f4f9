import { z } from 'zod';
import { NO_OUTPUT_STAMP_ID, PDF_ONLY_FOLDER_TYPES, UploadItemStatus } from '../entities/constants';
import * as M from './messages';
import { hasControlCharacters, multilineText } from './text';

/**
 * Form rules both sides enforce. The portal shows the message of the first failing rule; the server refuses the
 * same input with the same message. Each schema reports at most one message per value, the most relevant first.
 */

type Rule<T> = readonly [(value: T) => boolean, string];

/** A string schema that reports the first failing rule only. */
function firstFailing<T extends z.ZodType<string, string>>(schema: T, rules: readonly Rule<string>[]) {
  return schema.superRefine((value, ctx) => {
    for (const [passes, message] of rules) {
      if (!passes(value)) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return;
      }
    }
  });
}

/** Reserved device names, alone or before an extension, case-insensitive (CON, CON.txt, com1). */
const RESERVED_NAME = /^(CON|PRN|AUX|NUL|COM[1-9]|LPT[1-9])(\..*)?$/i;

/** True when the name is a reserved device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9). */
export function isReservedName(name: string): boolean {
  return RESERVED_NAME.test(name.trim());
}

// ---------------------------------------------------------------------------------------------------------------
// The name rule (001 section 5.7): every name a user types (approvals, flow templates, files, folders, projects,
// publishers, calculation rules, plans) is checked by this one rule, with the messages of its field.
// ---------------------------------------------------------------------------------------------------------------

/** The characters no name may hold (001 section 5.7): \ / : * ? " < > |. */
export const NAME_FORBIDDEN_CHARACTERS = '\\/:*?"<>|';
const NAME_FORBIDDEN = /[\\/:*?"<>|]/;
/** File and folder names: at most 255 bytes of UTF-8, what common file systems take, so downloads unpack anywhere. */
export const FILE_NAME_MAX_BYTES = 255;

/** The messages of one kind of name, one per check. */
export interface NameMessages {
  required: string;
  /** Only spaces (never reached when the rule trims: `required` speaks). */
  blank: string;
  specialCharacters: string;
  reserved: string;
  trailingPeriod: string;
  /** Over `maxLength`; `名称不能超过N个字符` unless given. */
  tooLong?: string;
  /** Over `maxBytes`; `名称不能超过N个字节…` unless given. */
  tooManyBytes?: string;
}

/** One kind of name: its messages and limits. */
export interface NameRule {
  messages: NameMessages;
  /** At most this many characters. */
  maxLength?: number;
  /** At most this many bytes of UTF-8. */
  maxBytes?: number;
  /** Spaces around the name are cut before the checks (and from the parsed value). */
  trim?: boolean;
}

/** The messages of project, file and folder names (Atelier's texts). */
export const RESOURCE_NAME_MESSAGES: NameMessages = {
  required: M.NAME_REQUIRED,
  blank: M.NAME_BLANK,
  specialCharacters: M.NAME_SPECIAL_CHARACTERS,
  reserved: M.NAME_RESERVED,
  trailingPeriod: M.NAME_TRAILING_PERIOD,
};

/** The UTF-8 length of a text. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The name rule: not empty, not only spaces, no control character, none of \ / : * ? " < > |, not a reserved
 * device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, case-insensitive, also before an extension), no trailing dot,
 * at most `maxLength` characters and `maxBytes` bytes when given. Answers the first failing check's message, or
 * null. The name is judged as given (trimmed first only when the rule says so).
 */
export function checkName(name: string, rule: NameRule): string | null {
  const { messages } = rule;
  const value = rule.trim ? name.trim() : name;
  if (value.length === 0) return messages.required;
  if (value.trim().length === 0) return messages.blank;
  if (hasControlCharacters(value)) return M.CONTROL_CHARACTERS;
  if (NAME_FORBIDDEN.test(value)) return messages.specialCharacters;
  if (isReservedName(value)) return messages.reserved;
  if (value.endsWith('.')) return messages.trailingPeriod;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return messages.tooLong ?? M.nameTooLong(rule.maxLength);
  }
  if (rule.maxBytes !== undefined && utf8Length(value) > rule.maxBytes) {
    return messages.tooManyBytes ?? M.nameTooManyBytes(rule.maxBytes);
  }
  return null;
}

/** The name rule as a zod schema (the contract's and the forms'): {@link checkName}'s message as its one issue. */
export function nameSchema(rule: NameRule) {
  const text = z.string({ error: rule.messages.required });
  return (rule.trim ? text.trim() : text).superRefine((value, ctx) => {
    const message = checkName(value, rule);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Flow templates
// ---------------------------------------------------------------------------------------------------------------

export const TEMPLATE_NAME_MAX = 15;
export const MAX_NODES = 20;
export const MAX_PEOPLE_PER_NODE = 10;

/**
 * Template name: the name rule ({@link nameSchema}), trimmed, 1-15 characters. Uniqueness per project is the
 * server's check.
 */
export const templateNameSchema = nameSchema({
  trim: true,
  maxLength: TEMPLATE_NAME_MAX,
  messages: {
    ...RESOURCE_NAME_MESSAGES,
    required: M.TEMPLATE_NAME_REQUIRED,
    blank: M.TEMPLATE_NAME_REQUIRED,
    tooLong: M.TEMPLATE_NAME_TOO_LONG,
  },
});

/** One node of a flow template: a duty and its people. */
export const flowTemplateNodeSchema = z
  .object({
    dictDutyId: z.string().nullish(),
    userIdList: z.array(z.string()).nullish(),
    taskName: z.string().optional(),
  })
  .superRefine((node, ctx) => {
    if (!node.dictDutyId || !node.userIdList || node.userIdList.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.NODE_DUTY_AND_PEOPLE_REQUIRED, input: node });
    } else if (node.userIdList.length > MAX_PEOPLE_PER_NODE) {
      ctx.addIssue({ code: 'custom', message: M.NODE_TOO_MANY_PEOPLE, path: ['userIdList'], input: node });
    }
  })
  .transform((node) => ({ ...node, dictDutyId: node.dictDutyId ?? '', userIdList: node.userIdList ?? [] }));

/** The node list: 1-20 nodes, each valid, duties unique across nodes. */
export const flowTemplateNodesSchema = z
  .array(flowTemplateNodeSchema)
  .min(1, M.NODES_REQUIRED)
  .max(MAX_NODES, M.TOO_MANY_NODES)
  .superRefine((nodes, ctx) => {
    const seen = new Set<string>();
    nodes.forEach((node, index) => {
      if (!node.dictDutyId) return;
      if (seen.has(node.dictDutyId)) {
        ctx.addIssue({ code: 'custom', message: M.NODE_DUTY_DUPLICATED, path: [index, 'dictDutyId'], input: node });
      }
      seen.add(node.dictDutyId);
    });
  });

// ---------------------------------------------------------------------------------------------------------------
// Approvals
// ---------------------------------------------------------------------------------------------------------------

export const APPROVAL_NAME_MAX = 256;
export const REMARK_MAX = 200;
export const DETAIL_REMARK_MAX = 256;
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Approval name: the name rule ({@link nameSchema}) with the approval's messages (000 section 5), trimmed, at most
 * 256 characters. The backslash is refused as 001 section 5.7 says, with 000's message (which does not list it).
 */
export const approvalNameSchema = nameSchema({
  trim: true,
  maxLength: APPROVAL_NAME_MAX,
  messages: {
    required: M.APPROVAL_NAME_REQUIRED,
    blank: M.APPROVAL_NAME_REQUIRED,
    specialCharacters: M.APPROVAL_NAME_SPECIAL_CHARACTERS,
    reserved: M.APPROVAL_NAME_RESERVED,
    trailingPeriod: M.APPROVAL_NAME_TRAILING_PERIOD,
    tooLong: M.APPROVAL_NAME_TOO_LONG,
  },
});

/** The stamp signer is required. */
export const stampSignerSchema = z.string({ error: M.STAMP_SIGNER_REQUIRED }).min(1, M.STAMP_SIGNER_REQUIRED);

/** The output stamp is required; {@link NO_OUTPUT_STAMP_ID} ('0') is the "none" choice and is valid. */
export const outputStampSchema = z.string({ error: M.OUTPUT_STAMP_REQUIRED }).min(1, M.OUTPUT_STAMP_REQUIRED);
export { NO_OUTPUT_STAMP_ID };

/** Remarks of a launch: at most 200 characters. */
export const remarkSchema = multilineText(z.string().max(REMARK_MAX, M.REMARK_TOO_LONG));

/** The remark box of the approval-detail dialog: at most 256 characters. */
export const detailRemarkSchema = multilineText(z.string().max(DETAIL_REMARK_MAX, M.DETAIL_REMARK_TOO_LONG));

/** An attachment before upload: at most 50M. */
export const attachmentFileSchema = z.object({
  name: z.string().min(1),
  size: z.number().max(ATTACHMENT_MAX_BYTES, M.ATTACHMENT_TOO_LARGE),
});

/** A chosen CA stamp, as far as the organisation rule needs it. */
export const caStampChoiceSchema = z.object({
  stampId: z.string(),
  caOrgId: z.string().nullish(),
  deadline: z.string().nullish(),
});

/** With CA, all chosen CA stamps share one certification organisation. */
export const caStampsSchema = z.array(caStampChoiceSchema).superRefine((stamps, ctx) => {
  const organisations = new Set(stamps.map((s) => s.caOrgId).filter((id): id is string => Boolean(id)));
  if (organisations.size > 1) ctx.addIssue({ code: 'custom', message: M.CA_ORGANISATION_NOT_UNIQUE, input: stamps });
});

/**
 * The firms' offset from UTC (China Standard Time, `FIRM_TIME_ZONE`; no daylight saving time, so a fixed offset is
 * exact). Deadlines written without a zone are read in it, whatever the zone of the browser or the server.
 */
export const FIRM_UTC_OFFSET = '+08:00';

/** True when a CA certificate deadline (YYYY-MM-DD, valid through that day, or a firm-time date and time) has passed. */
export function isCertificateExpired(deadline: string | null | undefined, now: Date = new Date()): boolean {
  if (!deadline) return false;
  const moment = deadline.length === 10 ? `${deadline}T23:59:59.999` : deadline.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(moment);
  const end = Date.parse(hasZone ? moment : `${moment}${FIRM_UTC_OFFSET}`);
  return Number.isFinite(end) && end < now.getTime();
}

/** The registration stamps of one batch: at most two, not the same one twice. */
export const batchStampsSchema = z
  .array(z.string())
  .max(2, M.BATCH_TOO_MANY_STAMPS)
  .superRefine((ids, ctx) => {
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: M.BATCH_STAMPS_DUPLICATED, input: ids });
  });

// ---------------------------------------------------------------------------------------------------------------
// Names of projects, files and folders (001 section 5.7)
// ---------------------------------------------------------------------------------------------------------------

/** Name-length limits (001 section 5.7 and 9). */
export const NameLimit = {
  Approval: 256,
  Publisher: 256,
  PublishCalculation: 256,
  PublishPlan: 256,
  MeetingRoom: 128,
  ArchiveApproval: 64,
  ArchiveName: 64,
  ProjectName: 64,
  ProjectShortName: 25,
  SubItem: 10,
  Generic: 30,
} as const;

/** A project, publisher, calculation or plan name: the name rule, at most `max` characters when given. */
export function resourceNameSchema(max?: number) {
  return nameSchema({ messages: RESOURCE_NAME_MESSAGES, ...(max === undefined ? {} : { maxLength: max }) });
}

/** File and folder names: the name rule, at most {@link FILE_NAME_MAX_BYTES} bytes of UTF-8. */
export const fileNameSchema = nameSchema({ messages: RESOURCE_NAME_MESSAGES, maxBytes: FILE_NAME_MAX_BYTES });

// ---------------------------------------------------------------------------------------------------------------
// Uploads (001 section 5.8)
// ---------------------------------------------------------------------------------------------------------------

export const UPLOAD_MAX_FILES = 2000;
/** Each file must be under 2 GB. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const UPLOAD_MAX_EXTENSION_LENGTH = 16;
/** The default maximum of the limited upload widget (50 MB) and its default count limit (20). */
export const UPLOAD_DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_DEFAULT_COUNT_LIMIT = 20;
/** Drawing-review files: 10M. */
export const DRAWING_REVIEW_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const AVATAR_MAX_BYTES = 500 * 1024;
/** MD5 is computed in 2 MB slices; parts are 262144 bytes. */
export const HASH_SLICE_BYTES = 2 * 1024 * 1024;
export const UPLOAD_CHUNK_BYTES = 262_144;
/**
 * The default part size of a multipart upload (the `partSize` multipartStart answers): 5 MiB, a multiple of the
 * specification's 262144-byte chunk and S3's minimum part. Every part but the last has exactly this size.
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB'; '—' when there is no size (folders). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(value >= 100 ? 0 : 1).replace(/\.0$/, '');
  return `${text} ${SIZE_UNITS[unit]}`;
}

/** The extension of a file name, lower-case, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface UploadFileOptions {
  /** A maximum below 2 GB (bytes), e.g. {@link UPLOAD_DEFAULT_MAX_BYTES} or {@link DRAWING_REVIEW_MAX_BYTES}. */
  maxBytes?: number;
  /** Only these extensions (lower-case, no dot). */
  allowedExtensions?: readonly string[];
  /** The target folder's type; 4_4 and 4_6 accept PDF only. */
  folderType?: string | null;
  /** A new version must keep the original's extension. */
  originalExtension?: string;
}

export interface UploadRefusal {
  status: UploadItemStatus;
  message: string;
}

/** Checks one file before upload; returns the refusal (the item's status and message) or null. */
export function checkUploadFile(
  file: { name: string; size: number },
  options: UploadFileOptions = {},
): UploadRefusal | null {
  const ext = fileExtension(file.name);
  if (!ext) return { status: UploadItemStatus.Failed, message: M.UPLOAD_NO_EXTENSION };
  if (ext.length > UPLOAD_MAX_EXTENSION_LENGTH) {
    return { status: UploadItemStatus.ExtensionTooLong, message: M.UPLOAD_EXTENSION_TOO_LONG };
  }
  if (
    options.folderType &&
    (PDF_ONLY_FOLDER_TYPES as readonly string[]).includes(options.folderType) &&
    ext !== 'pdf'
  ) {
    return { status: UploadItemStatus.NotPdf, message: M.UPLOAD_PDF_ONLY };
  }
  if (options.allowedExtensions && !options.allowedExtensions.map((e) => e.toLowerCase()).includes(ext)) {
    return { status: UploadItemStatus.Failed, message: M.UPLOAD_EXTENSION_NOT_ALLOWED };
  }
  if (options.originalExtension !== undefined && options.originalExtension.toLowerCase() !== ext) {
    return { status: UploadItemStatus.Failed, message: M.UPLOAD_EXTENSION_MISMATCH };
  }
  if (file.size <= 0) return { status: UploadItemStatus.Failed, message: M.UPLOAD_FILE_EMPTY };
  if (file.size >= UPLOAD_MAX_BYTES) return { status: UploadItemStatus.SizeLimit, message: M.UPLOAD_FILE_TOO_LARGE };
  if (options.maxBytes !== undefined && file.size >= options.maxBytes) {
    return {
      status: UploadItemStatus.SizeLimit,
      message: M.uploadOverMaxSize(Math.round(options.maxBytes / 1024 / 1024)),
    };
  }
  return null;
}

/**
 * The name a completed upload is registered under keeps the extension of the name it was uploaded as (case aside):
 * the extension rules were checked on that file, its object is stored under that extension, and a new version
 * keeps its original's (001 section 5.8). Refused rather than corrected: the portal registers the very name it
 * uploaded, so a different extension is a client's error (or an attempt to store a PDF's upload as HTML), and
 * quietly renaming would register a name nobody typed. Answers the refusal's message or null.
 */
export function checkRegisteredExtension(registeredName: string, uploadedName: string): string | null {
  return fileExtension(registeredName) === fileExtension(uploadedName) ? null : M.UPLOAD_EXTENSION_CHANGED;
}

/** The same check as a zod schema over `{ name, size }`. */
export function uploadFileSchema(options: UploadFileOptions = {}) {
  return z.object({ name: z.string(), size: z.number() }).superRefine((file, ctx) => {
    const refusal = checkUploadFile(file, options);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, input: file });
  });
}

/** A batch: at most 2000 files counting the ones still pending; a widget's own limit when given. */
export function checkUploadBatch(adding: number, pending = 0, limit: number = UPLOAD_MAX_FILES): string | null {
  if (adding + pending <= limit) return null;
  return limit === UPLOAD_MAX_FILES ? M.UPLOAD_TOO_MANY_FILES : M.uploadLimitReached(limit);
}

/** Avatar: JPG/JPEG/PNG, under 500KB. */
export const avatarFileSchema = z.object({ name: z.string(), size: z.number() }).superRefine((file, ctx) => {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    ctx.addIssue({ code: 'custom', message: M.AVATAR_FORMAT, input: file });
  } else if (file.size >= AVATAR_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: M.AVATAR_TOO_LARGE, input: file });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Shared rules (000 section 5, 001 section 5.11)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Mobile numbers. 000 gives 11 digits starting 13-19 with another rule 1 then 3,4,5,7,8; 001 gives them the other
 * way round. THE SERVER USES {@link MOBILE_PATTERN} (13-19), which accepts today's 16x and 19x numbers.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_PATTERN_LEGACY = /^1[34578]\d{9}$/;
export const PHONE_PATTERN = /^[\d-]+$/;
export const ID_CARD_PATTERN = /^(\d{15}|\d{18}|\d{17}[\dXx])$/;
export const PERSON_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]{2,10}$/;
export const POSTCODE_PATTERN = /^\d{6}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const mobileSchema = z.string({ error: M.MOBILE_INVALID }).regex(MOBILE_PATTERN, M.MOBILE_INVALID);
export const phoneSchema = z.string({ error: M.PHONE_INVALID }).regex(PHONE_PATTERN, M.PHONE_INVALID);
export const idCardSchema = z.string({ error: M.ID_CARD_INVALID }).regex(ID_CARD_PATTERN, M.ID_CARD_INVALID);
export const personNameSchema = z
  .string({ error: M.PERSON_NAME_INVALID })
  .regex(PERSON_NAME_PATTERN, M.PERSON_NAME_INVALID);
/**
 * The longest account name and password the login takes. Names are phones or short user names; the password's cap
 * keeps a hash from being asked of a megabyte (scrypt's cost grows with it) and any stored key within an index.
 */
export const CredentialLimit = { Username: 64, Password: 128 } as const;
export const passwordSchema = firstFailing(z.string({ error: M.PASSWORD_INVALID }), [
  [(v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v), M.PASSWORD_INVALID],
  [(v) => v.length <= CredentialLimit.Password, M.PASSWORD_TOO_LONG],
]);
/** Email: checked when non-empty. */
export const emailSchema = firstFailing(z.string(), [[(v) => v === '' || EMAIL_PATTERN.test(v), M.EMAIL_INVALID]]);
export const postcodeSchema = z.string({ error: M.POSTCODE_INVALID }).regex(POSTCODE_PATTERN, M.POSTCODE_INVALID);
/** Enterprise name in the shared rule: max 10 (creation allows 40, 001 section 5.1). */
export const enterpriseNameSchema = z.string().trim().min(1, M.INPUT_REQUIRED).max(10, M.ENTERPRISE_NAME_TOO_LONG);
export const addressSchema = z.string().max(128, M.ADDRESS_TOO_LONG);
export const archiveNameSchema = z
  .string()
  .trim()
  .min(1, M.INPUT_REQUIRED)
  .max(NameLimit.ArchiveName, M.ARCHIVE_NAME_TOO_LONG);
export const genericNameSchema = z
  .string()
  .trim()
  .min(1, M.INPUT_REQUIRED)
  .max(NameLimit.Generic, M.GENERIC_NAME_TOO_LONG);
export const verificationCodeSchema = z
  .string({ error: M.VERIFICATION_CODE_REQUIRED })
  .trim()
  .min(1, M.VERIFICATION_CODE_REQUIRED);
/** The generic required rule. */
export const requiredSchema = z.string({ error: M.INPUT_REQUIRED }).trim().min(1, M.INPUT_REQUIRED);
/** Login username: trimmed, required, at most `CredentialLimit.Username`. */
export const usernameSchema = z
  .string({ error: M.USERNAME_REQUIRED })
  .trim()
  .min(1, M.USERNAME_REQUIRED)
  .max(CredentialLimit.Username, M.USERNAME_TOO_LONG);
/** Login password (sent as typed over TLS; the server keeps scrypt hashes): required, at most the cap. */
export const loginPasswordSchema = z
  .string({ error: M.PASSWORD_REQUIRED })
  .min(1, M.PASSWORD_REQUIRED)
  .max(CredentialLimit.Password, M.PASSWORD_TOO_LONG);

/** Enterprise name at creation: 1-40 characters (001 section 5.1). */
export const enterpriseCreateNameSchema = z
  .string({ error: M.ENTERPRISE_CREATE_NAME_REQUIRED })
  .trim()
  .min(1, M.ENTERPRISE_CREATE_NAME_REQUIRED)
  .max(40, M.ENTERPRISE_CREATE_NAME_TOO_LONG);

/** Project search keywords must not contain '&'. */
export const projectSearchSchema = z.string().refine((k) => !k.includes('&'), M.SEARCH_SPECIAL_CHARACTERS);

/** The message of the first issue of a failed parse, or null when the value passes. */
export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

// ---------------------------------------------------------------------------------------------------------------
// The rules of the flows (refusals decided from facts), shared by the server and the fixtures. Exported from here
// so that `@atelier/api` gives them with the form rules.
// ---------------------------------------------------------------------------------------------------------------

export * from './approvals';
export * from './ca';
export * from './downloads';
export * from './files';
export * from './flowTemplates';
export * from './organisation';
export * from './refusal';
export * from './stamps';
