import type { Api, Area } from './index';

/**
 * The contract, loaded when the client's groups are first called (`client.files.list(...)`): a page's first scripts
 * hold only the areas its own modules name (`import { user } from '@atelier/api'`), not every schema. One import of
 * the whole contract rather than one per area: the pages that name `api` load it whole anyway, and a script per area
 * compressed worse than one (the dashboard grew by 27 kB gzip with them).
 */
export const loadArea = <A extends Area>(area: A): Promise<Api[A]> =>
  import('./index').then((module) => module.api[area]);

/** The areas' names, without their schemas. */
export const AREAS = [
  'auth',
  'user',
  'enterprise',
  'project',
  'files',
  'disk',
  'upload',
  'download',
  'flowTemplate',
  'quickApproval',
  'drawingCheck',
  'orderedSigning',
  'approval',
  'approvalCenter',
  'proofreading',
  'stamp',
  'ca',
  'ocrTemplate',
  'publish',
  'mark',
  'help',
  'structure',
  'notify',
  'notice',
  'log',
  'enterpriseSetup',
  'label',
  'workbench',
  'opinionBank',
] as const satisfies readonly Area[];
