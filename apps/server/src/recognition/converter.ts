/**
 * Drawing formats other than PDF are recognised after a conversion to PDF. No converter ships in this version
 * (Debian has no DWG reader): CAD files wait at -1 待转码 until one is configured, and are queued then.
 */
export interface DrawingConverter {
  /** Extensions it converts, lower case without the dot ('dwg'). */
  readonly extensions: readonly string[];
  /** The drawing as PDF bytes. */
  toPdf(bytes: Uint8Array, extension: string): Promise<Uint8Array>;
}

/** CAD formats a converter could turn into PDF. */
export const CAD_EXTENSIONS: readonly string[] = ['dwg', 'dxf', 'dwf'];
/** Formats the approval wizard lists as drawings. */
export const DRAWING_EXTENSIONS: readonly string[] = ['pdf', ...CAD_EXTENSIONS];

/** How recognition can read a file of this extension. */
export type Readability = 'pdf' | 'convert' | 'transcode' | 'unsupported';

export function readability(extension: string, converters: readonly DrawingConverter[]): Readability {
  const ext = extension.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (converters.some((c) => c.extensions.includes(ext))) return 'convert';
  return CAD_EXTENSIONS.includes(ext) ? 'transcode' : 'unsupported';
}
