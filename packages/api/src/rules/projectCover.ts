/**
 * A project's cover (issue 25; 001 sections 3.5 and 7.4: the upload image type 9 "project picture", and
 * editCoverImage (projectId, imageId)): a PNG or JPEG by its bytes, under 2 MB, shown on the project's card; the
 * card shows a default picture when there is none. The limit and the texts are Atelier's. Pure: the server and the
 * fixtures check with it.
 */
import { avatarImageType } from './enterprises';
import { Refuse, type RuleRefusal } from './refusal';

/** 001 section 3.5: the upload image type of a project picture. */
export const PROJECT_PICTURE_IMAGE_TYPE = '9';
/** The largest cover, in bytes (2 MB: a photo of the site, not a drawing). */
export const PROJECT_COVER_MAX_BYTES = 2 * 1024 * 1024;
/** A stored cover's id, as editCoverImage and the image URL name it: random hex and the extension. */
export const PROJECT_COVER_ID_PATTERN = /^[0-9a-f]{32}\.(png|jpg)$/;

export const ProjectCoverMessage = {
  Format: '封面图片只支持 JPG、PNG 格式',
  TooLarge: '封面图片不能超过 2MB',
  NotFound: '封面图片不存在，请重新上传',
} as const;

/** The refusal of a cover's bytes, or null: a PNG or JPEG by its first bytes (whatever its name), under 2 MB. */
export function projectCoverRefusal(file: { size: number; bytes: Uint8Array }): RuleRefusal | null {
  if (file.size > PROJECT_COVER_MAX_BYTES || file.bytes.length > PROJECT_COVER_MAX_BYTES) {
    return Refuse.invalid(ProjectCoverMessage.TooLarge);
  }
  if (!avatarImageType(file.bytes)) return Refuse.invalid(ProjectCoverMessage.Format);
  return null;
}

/** A new cover's id by its content type (random hex from the caller). */
export function projectCoverId(randomHex: string, bytes: Uint8Array): string {
  return `${randomHex}.${avatarImageType(bytes) === 'image/png' ? 'png' : 'jpg'}`;
}
