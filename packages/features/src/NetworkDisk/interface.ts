import type { DiskCategory, PersonalResource } from '@atelier/api';

/** The network disk's strings (one slice for the folder). */
export interface NetworkDiskLocale {
  /** The category names of the sub-menu (001 section 2.1). */
  categories: Record<DiskCategory, string>;
  allFiles: string;
  /** The list's accessible name. */
  files: (where: string) => string;
  breadcrumb: string;
  name: string;
  size: string;
  updated: string;
  actions: string;
  newFolder: string;
  upload: string;
  download: string;
  downloadNamed: (name: string) => string;
  rename: string;
  renameNamed: (name: string) => string;
  moveTo: string;
  copyTo: string;
  copyToProject: string;
  delete: string;
  deleteNamed: (name: string) => string;
  refresh: string;
  /** The name of the toolbar of file actions. */
  toolbar: string;
  search: string;
  searchPlaceholder: string;
  searchResults: (keyword: string) => string;
  clearSearch: string;
  total: (count: number) => string;
  selected: (count: number) => string;
  empty: string;
  emptyCategory: string;
  noResults: string;
  loadMore: string;
  /** The capacity bar. */
  capacity: string;
  capacityText: (used: string, max: string) => string;
  capacityWarning: string;
  capacityFull: string;
  cleanRecycle: string;
  cleanRecycleConfirm: string;
  cleaned: string;
}

interface WithLocale {
  locale?: Partial<NetworkDiskLocale>;
}

export interface NetworkDiskProps extends WithLocale {
  /** The category shown: 全部 walks the folders, another lists the disk's files of that kind. */
  category: DiskCategory;
  /** 上传: the page opens the upload dialog with the disk as target (`parentId`: the folder shown). */
  onUpload?: (parentId: string, folderPath: string) => void;
  /** 下载: the page asks for a link (one file, or a zip of several). */
  onDownload?: (resources: readonly PersonalResource[]) => void;
  /** Resource ids whose download is being prepared (their buttons spin). */
  pendingDownloads?: ReadonlySet<string>;
}

export interface DiskCapacityProps extends WithLocale {
  className?: string;
}

export interface DiskRecycleBinProps extends WithLocale {
  /** Called after a restore. */
  onRestored?: () => void;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
}
