import { z } from 'zod';
import { emptyRequest, idSchema } from '../../entities/common';
import { defineArea } from '../define';
import { get } from './helpers';

const catalog = z.object({
  id: idSchema,
  name: z.string(),
  parentId: idSchema.nullish(),
  moduleType: z.string().nullish(),
});
const title = z.object({ id: idSchema, title: z.string(), catalogId: idSchema });

/** A node of the help catalogue (exported: the published declarations name it). */
export interface CatalogNode {
  id: string;
  name: string;
  children?: CatalogNode[] | undefined;
}
const catalogNode: z.ZodType<CatalogNode> = z.lazy(() =>
  z.object({ id: idSchema, name: z.string(), children: z.array(catalogNode).optional() }),
);

/** The public help centre (000 section 7, "Help"). */
export const help = defineArea('help', {
  catalogs: get('/sys/help/getCatalogList', emptyRequest, z.array(catalog), { public: true }),
  titles: get('/sys/help/getTitles', z.object({ catalogId: idSchema }), z.array(title), { public: true }),
  content: get(
    '/sys/help/getContent',
    z.object({ id: idSchema }),
    title.extend({ content: z.string(), updateTime: z.string() }),
    { public: true },
  ),
  catalogTree: get('/sys/help/getCatalogTree', z.object({ moduleType: z.string().optional() }), z.array(catalogNode), {
    public: true,
  }),
  search: get('/sys/help/searchTitle', z.object({ keyword: z.string().trim().min(1) }), z.array(title), {
    public: true,
  }),
});
