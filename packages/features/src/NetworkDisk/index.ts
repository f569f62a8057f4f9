export { DiskCapacity } from './DiskCapacity';
export { DiskRecycleBin } from './DiskRecycleBin';
export type { DiskCapacityProps, DiskRecycleBinProps, NetworkDiskLocale, NetworkDiskProps } from './interface';
export { CapacityTone, capacityTone, DISK_CATEGORIES, diskCategoryOf } from './model';
export { NetworkDisk } from './NetworkDisk';
