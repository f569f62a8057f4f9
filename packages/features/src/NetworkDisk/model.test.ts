import { DISK_QUOTA_BYTES, DiskCategory } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { CapacityTone, capacityTone, DISK_CATEGORIES, diskCategoryOf, openedTrail } from './model';

describe('network disk model', () => {
  it('lists the eight categories of the sub-menu, 全部 first and 其他 last', () => {
    expect(DISK_CATEGORIES).toHaveLength(8);
    expect(DISK_CATEGORIES[0]).toBe(DiskCategory.All);
    expect(DISK_CATEGORIES.at(-1)).toBe(DiskCategory.Other);
  });

  it('reads a route segment as a category, anything unknown as 全部', () => {
    expect(diskCategoryOf('FMT08')).toBe(DiskCategory.Cad);
    expect(diskCategoryOf(undefined)).toBe(DiskCategory.All);
    expect(diskCategoryOf('FMT99')).toBe(DiskCategory.All);
  });

  it('turns the bar to a warning near the quota and to full at it', () => {
    expect(capacityTone(0, DISK_QUOTA_BYTES)).toBe(CapacityTone.Normal);
    expect(capacityTone(DISK_QUOTA_BYTES * 0.89, DISK_QUOTA_BYTES)).toBe(CapacityTone.Normal);
    expect(capacityTone(DISK_QUOTA_BYTES * 0.9, DISK_QUOTA_BYTES)).toBe(CapacityTone.Warning);
    expect(capacityTone(DISK_QUOTA_BYTES, DISK_QUOTA_BYTES)).toBe(CapacityTone.Full);
    expect(capacityTone(DISK_QUOTA_BYTES * 2, DISK_QUOTA_BYTES)).toBe(CapacityTone.Full);
  });

  it('keeps the breadcrumb trail as folders are opened and crumbs clicked', () => {
    const a = { resId: 'a', resName: 'A' };
    const b = { resId: 'b', resName: 'B' };
    const trail = openedTrail(openedTrail([], -1, a), 0, b);
    expect(trail).toEqual([a, b]);
    expect(openedTrail(trail, 0)).toEqual([a]);
    expect(openedTrail(trail, -1)).toEqual([]);
  });
});
