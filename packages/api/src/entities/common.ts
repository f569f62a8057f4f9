import { z } from 'zod';
import { Flag } from './constants';

/** Ids travel as strings (the server's ids exceed JavaScript's safe integers). */
export const idSchema = z.string();
export const idListSchema = z.array(idSchema);

/** 'YYYY-MM-DD HH:mm:ss'. */
export const dateTimeSchema = z.string();

/** '1' or '0'. */
export const flagSchema = z.enum(Flag);

/** Paging of a list query. */
export const pageQueryShape = {
  pageNum: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).optional(),
};

/** A page of a list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** An empty request. */
export const emptyRequest = z.object({});

/** A result the specification does not describe and the caller does not read. */
export const nothing = z.unknown();

/** A name check: `true` when the name is free. A taken name is answered with code 40007 and the server's message. */
export const nameCheckResult = z.boolean();

/** A download link answer. */
export const downloadLinkSchema = z.object({ url: z.string(), fileName: z.string().optional() });
export type DownloadLink = z.output<typeof downloadLinkSchema>;

/** Binary body of a file download. */
export const blobSchema = z.instanceof(Blob);

/** Enterprise id is optional in bodies and queries: the X-Ent header carries it when missing. */
export const enterpriseIdField = idSchema.optional();
