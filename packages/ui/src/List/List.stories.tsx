import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { List, type ListHandle, type ListProps } from './List';

interface RecognitionFile {
  id: string;
  name: string;
  size: string;
  status: string;
}

const statuses = ['识别成功', '识别中', '待识别', '待转码'] as const;

const files: RecognitionFile[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `file-${i + 1}`,
  name: `第${i + 1}张图纸`,
  size: `${(((i * 37) % 900) / 100 + 1).toFixed(2)} MB`,
  status: statuses[i % statuses.length] as string,
}));

const renderFile: ListProps<RecognitionFile>['renderItem'] = (file) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%' }}>
    <FileText size={16} aria-hidden />
    <span style={{ flex: 1 }}>{file.name}</span>
    <span>{file.size}</span>
    <span style={{ width: 64, textAlign: 'right' }}>{file.status}</span>
  </div>
);

/** The recognition file list's rows. */
const FileList = List<RecognitionFile>;

const meta = {
  title: 'UI/List',
  component: FileList,
  tags: ['autodocs', 'vrt'],
  args: {
    'aria-label': '识别文件列表',
    items: files,
    renderItem: renderFile,
    getKey: (file) => file.id,
    itemHeight: 40,
    height: 400,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2000 files: a handful of rows in the DOM, the whole count known, scrolled to the end. */
export const TwoThousandItems: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '识别文件列表' });
    const rendered = within(list).getAllByRole('listitem');
    await expect(rendered.length).toBeGreaterThan(5);
    await expect(rendered.length).toBeLessThan(30);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '2000');
    await expect(rendered[0]).toHaveAttribute('aria-posinset', '1');
    await expect(within(list).queryByText('第2000张图纸')).not.toBeInTheDocument();

    list.scrollTop = list.scrollHeight;
    const last = await within(list).findByText('第2000张图纸');
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', '2000');
    await expect(within(list).queryByText('第1张图纸')).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    // The last row sits at the bottom edge of the list.
    const listBox = list.getBoundingClientRect();
    const lastBox = (last.closest('li') as HTMLElement).getBoundingClientRect();
    await expect(Math.round(lastBox.bottom)).toBe(Math.round(listBox.bottom));
  },
};

/** Rows of varying height are measured after render: none overlaps the next. */
export const VariableHeights: Story = {
  args: {
    itemHeight: undefined,
    estimateSize: 40,
    items: files.slice(0, 200),
    renderItem: (file, index) => (
      <div style={{ paddingBlock: 8 }}>
        <div>{file.name}</div>
        {index % 3 === 0 ? <div>审核意见：请张伟补充图签信息，联系电话 138 0013 8000</div> : null}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    // The list is virtual: its rows come after it has measured itself.
    const rows = await within(canvas.getByRole('list')).findAllByRole('listitem');
    await waitFor(() => {
      const boxes = rows.map((row) => row.getBoundingClientRect());
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]?.top).toBeCloseTo(boxes[i - 1]?.bottom ?? 0, 0);
      }
    });
    const [tall, short] = rows.map((row) => row.getBoundingClientRect().height);
    await expect(tall).toBeGreaterThan(short ?? 0);
  },
};

/** A `ref` scrolls to a row that is not rendered yet. */
export const ScrollToIndex: Story = {
  render: (args) => <ScrollDemo {...args} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '识别文件列表' });
    await expect(within(list).queryByText('第1500张图纸')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '定位到第1500张' }));
    const row = await within(list).findByText('第1500张图纸');
    await expect(row.closest('li')).toHaveAttribute('aria-posinset', '1500');
  },
};

function ScrollDemo(args: Parameters<typeof FileList>[0]) {
  const ref = useRef<ListHandle>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Button onPress={() => ref.current?.scrollToIndex(1499, { align: 'start' })}>定位到第1500张</Button>
      <FileList {...args} ref={ref} />
    </div>
  );
}

/** The list is focusable so the keyboard can scroll it. */
export const Keyboard: Story = {
  args: { items: files.slice(0, 50) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('list', { name: '识别文件列表' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const EmptyCustom: Story = {
  args: { items: [], emptyContent: '请先上传需要识别的图纸' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先上传需要识别的图纸')).toBeVisible();
  },
};

/** The first load: a spinner in place of the rows. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
  },
};

/** Reloading: the rows stay under the spinner. */
export const LoadingWithItems: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getByText('第1张图纸')).toBeInTheDocument();
  },
};
