import type { Readable } from 'node:stream';

/** Bytes to hand out as a file: the plugin answers them with their type and disposition (a `FileAnswer`). */
export interface FileContent {
  body: Readable | Buffer;
  fileName: string;
  contentType: string;
  disposition: 'attachment' | 'inline';
  size?: number;
}
