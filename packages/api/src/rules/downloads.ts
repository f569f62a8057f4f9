import { ResponseCode } from '../response/codes';
import { Refuse, type RuleRefusal } from './refusal';

/** Downloads' refusals (Atelier's texts). */
export const DownloadMessage = {
  NothingToDownload: '所选内容中没有您可以下载的文件',
  FileTooLarge: '文件过大，请使用客户端下载',
} as const;

/** Above this the browser download is refused with 40010 and the portal offers the desktop client. Atelier's. */
export const MAX_BROWSER_DOWNLOAD_BYTES = 1024 * 1024 * 1024;

/** A selection a browser may download: something in it, not over the browser limit (40010 offers the client). */
export function browserDownloadRefusal(selection: { files: number; totalBytes: number }): RuleRefusal | null {
  if (selection.files === 0) return Refuse.denied(DownloadMessage.NothingToDownload);
  if (selection.totalBytes > MAX_BROWSER_DOWNLOAD_BYTES) {
    return { code: ResponseCode.FileTooLarge, message: DownloadMessage.FileTooLarge };
  }
  return null;
}
