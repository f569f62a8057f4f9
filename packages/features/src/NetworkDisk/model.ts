/**
 * The network disk's pure parts (001 sections 2.1, 3.7, 9): the categories in the sub-menu's order, the capacity
 * bar's tone (a warning near the quota, full at it) and where the person is in their folders.
 */
import { DiskCategory, diskUsedRate } from '@atelier/api';

/** The categories as the sub-menu lists them (001 section 2.1): 全部, CAD, 文档, 图片, 音频, 视频, 压缩包, 其他. */
export const DISK_CATEGORIES = [
  DiskCategory.All,
  DiskCategory.Cad,
  DiskCategory.Document,
  DiskCategory.Picture,
  DiskCategory.Audio,
  DiskCategory.Video,
  DiskCategory.Compressed,
  DiskCategory.Other,
] as const satisfies readonly DiskCategory[];

/** A route's category segment as a category; anything else (or nothing) is 全部. */
export function diskCategoryOf(segment: string | undefined): DiskCategory {
  return (DISK_CATEGORIES as readonly string[]).includes(segment ?? '') ? (segment as DiskCategory) : DiskCategory.All;
}

/** From this share of the quota on, the bar turns to the warning colour. */
export const CAPACITY_WARNING_RATE = 90;

export const CapacityTone = { Normal: 'normal', Warning: 'warning', Full: 'full' } as const;
export type CapacityTone = (typeof CapacityTone)[keyof typeof CapacityTone];

/** The capacity bar's tone: full at the quota, a warning from {@link CAPACITY_WARNING_RATE} percent. */
export function capacityTone(used: number, max: number): CapacityTone {
  const rate = diskUsedRate(used, max);
  if (rate >= 100) return CapacityTone.Full;
  if (rate >= CAPACITY_WARNING_RATE) return CapacityTone.Warning;
  return CapacityTone.Normal;
}

/** A folder the person opened, for the breadcrumbs (the disk has no path call: the trail is kept as they walk). */
export interface DiskCrumb {
  resId: string;
  resName: string;
}

/** The trail after opening `folder` from the crumb at `from` (-1: the root). */
export function openedTrail(trail: readonly DiskCrumb[], from: number, folder?: DiskCrumb): DiskCrumb[] {
  const kept = trail.slice(0, from + 1);
  return folder ? [...kept, folder] : kept;
}
