import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { FilePicker } from './FilePicker';

const meta = {
  title: 'UI/FilePicker',
  component: FilePicker,
  tags: ['autodocs', 'vrt'],
  args: { onSelect: fn(), description: '支持 PDF、DWG 格式，可拖入整个文件夹' },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const dwg = (name: string) => new File(['AC1032'], name, { type: '' });

/** A file as a folder pick gives it: with the browser's `webkitRelativePath`. */
function inFolder(file: File, relativePath: string): File {
  Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
}

/** A file-system entry, as Chromium gives a real drop's items (`webkitGetAsEntry()`). */
type FakeEntry =
  | { isFile: true; isDirectory: false; name: string; file: (resolve: (file: File) => void) => void }
  | {
      isFile: false;
      isDirectory: true;
      name: string;
      createReader: () => { readEntries: (resolve: (entries: FakeEntry[]) => void) => void };
    };

const fileEntry = (file: File): FakeEntry => ({
  isFile: true,
  isDirectory: false,
  name: file.name,
  file: (resolve) => resolve(file),
});

const folderEntry = (name: string, children: FakeEntry[]): FakeEntry => ({
  isFile: false,
  isDirectory: true,
  name,
  createReader: () => {
    let read = false;
    return {
      // Like the real reader: entries in batches, then an empty batch at the end.
      readEntries: (resolve) => {
        resolve(read ? [] : children);
        read = true;
      },
    };
  },
});

/**
 * A DataTransfer holding files, as a drop from the desktop delivers it. Chromium gives a
 * script-made DataTransfer no file-system entries (`webkitGetAsEntry()` is null), so each
 * item gets the entry a real drop has; `folders` are dropped directories.
 */
function droppedData(files: File[], folders: FakeEntry[] = []): DataTransfer {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const items = [
    ...folders.map((entry) => ({ kind: 'file', type: '', getAsFile: () => null, webkitGetAsEntry: () => entry })),
    ...Array.from(dataTransfer.items, (item) => {
      const file = item.getAsFile() as File;
      return { kind: item.kind, type: item.type, getAsFile: () => file, webkitGetAsEntry: () => fileEntry(file) };
    }),
  ];
  Object.defineProperty(dataTransfer, 'items', { value: items });
  return dataTransfer;
}

const dropZoneOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-rac]') as HTMLElement;

/** The hint, the description and the two buttons. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('点击或将文件拖拽到这里上传')).toBeVisible();
    await expect(canvas.getByText('支持 PDF、DWG 格式，可拖入整个文件夹')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '选择文件夹' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /文件拖放区/ })).toBeInTheDocument();
  },
};

/** "Select files": each file's relative path is its name. */
export const SelectFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]:not([webkitdirectory])') as HTMLInputElement;
    await expect(input).toHaveAttribute('multiple');
    const files = [pdf('建施-01 总平面图.pdf'), pdf('建施-02 一层平面图.pdf')];
    await userEvent.upload(input, files);
    await expect(args.onSelect).toHaveBeenCalledWith([
      { file: files[0], relativePath: '建施-01 总平面图.pdf' },
      { file: files[1], relativePath: '建施-02 一层平面图.pdf' },
    ]);
  },
};

/** "Select folder": the files keep their path inside the folder. */
export const SelectFolder: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[webkitdirectory]') as HTMLInputElement;
    const files = [
      inFolder(pdf('建施-01.pdf'), '滨江花园二期/建筑/建施-01.pdf'),
      inFolder(dwg('结施-01.dwg'), '滨江花园二期/结构/结施-01.dwg'),
    ];
    await userEvent.upload(input, files);
    await expect(args.onSelect).toHaveBeenCalledWith([
      { file: files[0], relativePath: '滨江花园二期/建筑/建施-01.pdf' },
      { file: files[1], relativePath: '滨江花园二期/结构/结施-01.dwg' },
    ]);
  },
};

/** Files dropped from the desktop: a DataTransfer holding Files. */
export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const files = [pdf('建施-03.pdf'), dwg('建施-04.dwg')];
    const dataTransfer = droppedData(files);
    await expect(dataTransfer.files).toHaveLength(2);
    const zone = dropZoneOf(canvasElement);
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith([
        { file: files[0], relativePath: '建施-03.pdf' },
        { file: files[1], relativePath: '建施-04.dwg' },
      ]),
    );
  },
};

/** A dropped folder is walked recursively; each file keeps its path under the folder. */
export const DropFolder: Story = {
  play: async ({ canvasElement, args }) => {
    const plan = pdf('总平面图.pdf');
    const structure = dwg('结施-01.dwg');
    const loose = pdf('设计说明.pdf');
    const dataTransfer = droppedData(
      [loose],
      [folderEntry('图纸', [fileEntry(plan), folderEntry('结构', [fileEntry(structure)])])],
    );
    fireEvent.drop(dropZoneOf(canvasElement), { dataTransfer });
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith([
        { file: plan, relativePath: '图纸/总平面图.pdf' },
        { file: structure, relativePath: '图纸/结构/结施-01.dwg' },
        { file: loose, relativePath: '设计说明.pdf' },
      ]),
    );
  },
};

/** While files hover over it the area turns blue and says to let go. */
export const DropTarget: Story = {
  play: async ({ canvasElement, canvas }) => {
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(pdf('建施-01.pdf'));
    const zone = dropZoneOf(canvasElement);
    fireEvent.dragEnter(zone, { dataTransfer });
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    await expect(canvas.getByText('松开鼠标即可上传')).toBeVisible();
    await waitFor(() => expect(getComputedStyle(zone).borderStyle).toBe('solid'));
  },
};

/** `accept`: only PDF and DWG get through, whatever is dropped. */
export const Accept: Story = {
  args: { accept: ['.pdf', '.dwg'] },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('input[type="file"]:not([webkitdirectory])')).toHaveAttribute(
      'accept',
      '.pdf,.dwg',
    );
    const keep = [pdf('建施-01.pdf'), dwg('建施-02.dwg')];
    const photo = new File(['png'], '现场照片.png', { type: 'image/png' });
    const dataTransfer = droppedData([keep[0], photo, keep[1]] as File[]);
    fireEvent.drop(dropZoneOf(canvasElement), { dataTransfer });
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith([
        { file: keep[0], relativePath: '建施-01.pdf' },
        { file: keep[1], relativePath: '建施-02.dwg' },
      ]),
    );
  },
};

/** One file only: no folder button, and only the first of a drop is kept. */
export const SingleFile: Story = {
  args: { allowsMultiple: false, description: '上传一份 CA 证书扫描件' },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '选择文件夹' })).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
    const first = pdf('证书.pdf');
    const dataTransfer = droppedData([first, pdf('证书副本.pdf')]);
    fireEvent.drop(dropZoneOf(canvasElement), { dataTransfer });
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith([{ file: first, relativePath: '证书.pdf' }]));
  },
};

/** Disabled: grey, the buttons off, drops ignored. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '选择文件夹' })).toBeDisabled();
    const zone = dropZoneOf(canvasElement);
    await expect(zone).toHaveAttribute('data-disabled', 'true');
    fireEvent.drop(zone, { dataTransfer: droppedData([pdf('建施-01.pdf')]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the drop area (focus ring), then the two buttons. */
export const Keyboard: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.tab();
    await expect(dropZoneOf(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '选择文件夹' })).toHaveFocus();
  },
};
