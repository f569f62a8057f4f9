import {
  Bell,
  Calendar,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Clock,
  Download,
  Ellipsis,
  Eye,
  FileText,
  Folder,
  FolderKanban,
  Funnel,
  GripVertical,
  Info,
  Lock,
  LogOut,
  Pause,
  PenLine,
  Pin,
  Play,
  Plus,
  RefreshCw,
  RotateCcw,
  Search,
  Settings,
  SquarePen,
  Stamp,
  Star,
  Tag,
  Trash2,
  TriangleAlert,
  Upload,
  User,
  Users,
  X,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Icon, type IconProps } from './Icon';

// The firm's names for the glyphs the portal uses. Pick from here before reaching for lucide-react.
// Each is `Icon` with its glyph fixed: same sizes, tones and `label`.
export const DrawingIcon = (props: IconProps) => <Icon icon={FileText} {...props} />;
export const FolderIcon = (props: IconProps) => <Icon icon={Folder} {...props} />;
export const ProjectIcon = (props: IconProps) => <Icon icon={FolderKanban} {...props} />;
export const UploadIcon = (props: IconProps) => <Icon icon={Upload} {...props} />;
export const DownloadIcon = (props: IconProps) => <Icon icon={Download} {...props} />;
export const StampIcon = (props: IconProps) => <Icon icon={Stamp} {...props} />;
export const SignatureIcon = (props: IconProps) => <Icon icon={PenLine} {...props} />;
export const ApprovalIcon = (props: IconProps) => <Icon icon={ClipboardCheck} {...props} />;
export const AddIcon = (props: IconProps) => <Icon icon={Plus} {...props} />;
export const EditIcon = (props: IconProps) => <Icon icon={SquarePen} {...props} />;
export const DeleteIcon = (props: IconProps) => <Icon icon={Trash2} {...props} />;
export const SearchIcon = (props: IconProps) => <Icon icon={Search} {...props} />;
export const FilterIcon = (props: IconProps) => <Icon icon={Funnel} {...props} />;
export const RefreshIcon = (props: IconProps) => <Icon icon={RefreshCw} {...props} />;
export const EyeIcon = (props: IconProps) => <Icon icon={Eye} {...props} />;
export const PinIcon = (props: IconProps) => <Icon icon={Pin} {...props} />;
export const MoreIcon = (props: IconProps) => <Icon icon={Ellipsis} {...props} />;
/** A favourite (收藏); give it `fill="currentColor"` when the thing is starred. */
export const StarIcon = (props: IconProps) => <Icon icon={Star} {...props} />;
export const TagIcon = (props: IconProps) => <Icon icon={Tag} {...props} />;
export const DragHandleIcon = (props: IconProps) => <Icon icon={GripVertical} {...props} />;
export const CloseIcon = (props: IconProps) => <Icon icon={X} {...props} />;
export const InfoIcon = (props: IconProps) => <Icon icon={Info} {...props} />;
export const SuccessIcon = (props: IconProps) => <Icon icon={CircleCheck} {...props} />;
export const WarningIcon = (props: IconProps) => <Icon icon={TriangleAlert} {...props} />;
export const ErrorIcon = (props: IconProps) => <Icon icon={CircleX} {...props} />;
export const ChevronUpIcon = (props: IconProps) => <Icon icon={ChevronUp} {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon icon={ChevronDown} {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Icon icon={ChevronLeft} {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon icon={ChevronRight} {...props} />;
export const UserIcon = (props: IconProps) => <Icon icon={User} {...props} />;
export const UsersIcon = (props: IconProps) => <Icon icon={Users} {...props} />;
export const CalendarIcon = (props: IconProps) => <Icon icon={Calendar} {...props} />;
export const ClockIcon = (props: IconProps) => <Icon icon={Clock} {...props} />;
export const LockIcon = (props: IconProps) => <Icon icon={Lock} {...props} />;
export const LogoutIcon = (props: IconProps) => <Icon icon={LogOut} {...props} />;
export const SettingsIcon = (props: IconProps) => <Icon icon={Settings} {...props} />;
export const BellIcon = (props: IconProps) => <Icon icon={Bell} {...props} />;
export const PauseIcon = (props: IconProps) => <Icon icon={Pause} {...props} />;
export const ResumeIcon = (props: IconProps) => <Icon icon={Play} {...props} />;
export const RetryIcon = (props: IconProps) => <Icon icon={RotateCcw} {...props} />;

/** The whole named set, by name: for pickers, docs and the icon gallery. */
export const iconSet = {
  DrawingIcon,
  FolderIcon,
  ProjectIcon,
  UploadIcon,
  DownloadIcon,
  StampIcon,
  SignatureIcon,
  ApprovalIcon,
  AddIcon,
  EditIcon,
  DeleteIcon,
  SearchIcon,
  FilterIcon,
  RefreshIcon,
  EyeIcon,
  PinIcon,
  MoreIcon,
  StarIcon,
  TagIcon,
  DragHandleIcon,
  CloseIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  ErrorIcon,
  ChevronUpIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  UserIcon,
  UsersIcon,
  CalendarIcon,
  ClockIcon,
  LockIcon,
  LogoutIcon,
  SettingsIcon,
  BellIcon,
  PauseIcon,
  ResumeIcon,
  RetryIcon,
} as const;

export type IconName = keyof typeof iconSet;
/** A named icon of the set. */
export type NamedIcon = ComponentType<IconProps>;
export const iconNames = Object.keys(iconSet) as IconName[];
