import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stamp } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon, iconPixels, iconSizes, iconTones } from './Icon';
import { DrawingIcon, type IconName, iconNames, iconSet, WarningIcon } from './icons';

/** What each icon means to the staff, as its accessible name in the gallery. */
const meanings: Record<IconName, string> = {
  DrawingIcon: '图纸',
  FolderIcon: '文件夹',
  ProjectIcon: '项目',
  UploadIcon: '上传',
  DownloadIcon: '下载',
  StampIcon: '盖章',
  SignatureIcon: '签名',
  ApprovalIcon: '审批',
  AddIcon: '新增',
  EditIcon: '编辑',
  DeleteIcon: '删除',
  SearchIcon: '搜索',
  FilterIcon: '筛选',
  RefreshIcon: '刷新',
  EyeIcon: '查看',
  PinIcon: '置顶',
  MoreIcon: '更多',
  StarIcon: '收藏',
  TagIcon: '标签',
  DragHandleIcon: '拖动排序',
  CloseIcon: '关闭',
  InfoIcon: '提示',
  SuccessIcon: '成功',
  WarningIcon: '警告',
  ErrorIcon: '错误',
  ChevronUpIcon: '向上',
  ChevronDownIcon: '向下',
  ChevronLeftIcon: '向左',
  ChevronRightIcon: '向右',
  UserIcon: '用户',
  UsersIcon: '成员',
  CalendarIcon: '日期',
  ClockIcon: '时间',
  LockIcon: '锁定',
  LogoutIcon: '退出登录',
  SettingsIcon: '设置',
  BellIcon: '消息',
  PauseIcon: '暂停',
  ResumeIcon: '继续',
  RetryIcon: '重试',
};

const meta = {
  title: 'UI/Icon',
  component: Icon,
  tags: ['autodocs', 'vrt'],
  args: { icon: Stamp, size: 'md', tone: 'inherit' },
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
    icon: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive tech, the text beside it speaks. */
export const Playground: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <Icon {...args} />
      盖章
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The whole named set: the accessible name is what the icon means, the visible text is its name in code. */
export const Gallery: Story = {
  render: () => (
    <ul
      aria-label="图标"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 8,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => {
        const Named = iconSet[name];
        return (
          <li
            key={name}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, padding: 12 }}
          >
            <Named size="xl" label={meanings[name]} />
            <code style={{ fontSize: 12 }}>{name}</code>
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(40);
    await expect(canvas.getAllByRole('img')).toHaveLength(iconNames.length);
    const drawing = within(items[0] as HTMLElement);
    await expect(drawing.getByText('DrawingIcon')).toBeVisible();
    await expect(drawing.getByRole('img', { name: '图纸' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '审批' })).toBeVisible();
  },
};

/** sm 12, md 14, lg 16, xl 20 pixels. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <DrawingIcon key={size} size={size} label={`图纸 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of iconSizes) {
      const rect = canvas.getByRole('img', { name: `图纸 ${size}` }).getBoundingClientRect();
      await expect(rect.width).toBe(iconPixels[size]);
      await expect(rect.height).toBe(iconPixels[size]);
    }
  },
};

/** Tones take the theme's text colour of each status. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconTones.map((tone) => (
        <WarningIcon key={tone} size="lg" tone={tone} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colour = (name: string) => getComputedStyle(canvas.getByRole('img', { name })).color;
    await expect(colour('error')).toBe('rgb(201, 48, 44)');
    await expect(colour('brand')).toBe('rgb(20, 99, 216)');
    await expect(colour('inherit')).toBe(
      getComputedStyle(canvas.getByRole('img', { name: 'inherit' }).parentElement as HTMLElement).color,
    );
  },
};

/** With a label the icon stands alone and is announced. */
export const Labelled: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <WarningIcon tone="warning" label="存在未签章图纸" />
      <span>建施-01 总平面图.pdf</span>
    </p>
  ),
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: '存在未签章图纸' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};
