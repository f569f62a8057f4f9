import { PDF_POINTS_PER_MM, parseCalcInfo, STAMP_CONFIG_PDF_ONLY } from '@atelier/api';
import { FIXTURE_FRAME_TEMPLATE_ID } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { TextSignatureEditor } from './TextSignatureEditor';

const PROJECT = 'p-001';
const FIRST = { recordId: 'rec-p-001-1', resName: '建施-01 总平面图.pdf' };
const SECOND = { recordId: 'rec-p-001-2', resName: '建施-02 一层平面图.pdf' };
const DWG = { recordId: 'rec-p-001-4', resName: '建施-04 立面图.dwg' };

const meta = {
  title: 'Features/TextSignatureEditor',
  component: TextSignatureEditor,
  tags: ['autodocs', '!vrt'],
  ...fixtureApi,
  args: { projectId: PROJECT, files: [FIRST, SECOND, DWG], recordId: FIRST.recordId, onSaved: fn() },
} satisfies Meta<typeof TextSignatureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rendered page of a file, once pdf.js has drawn it. */
const pageOf = (name: string) => screen.findByRole('region', { name: `${name} 第 1 页` }, { timeout: 15000 });
/** The toolbar's add button of a kind, enabled once the page's size is known. */
async function addButton(label: string) {
  const button = await screen.findByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 15000 });
  return button;
}
/** A box on the page by its label ('签名1'). */
const box = (page: HTMLElement, label: string) => within(page).getByRole('button', { name: new RegExp(`^${label}，`) });
/** The millimetres a field shows. */
const mm = (label: string) => Number((screen.getByLabelText(label) as HTMLInputElement).value);

/**
 * Placing: each kind added from the toolbar lands on the page, numbered per kind (签名1, 签名2, 注册章1, 出图章,
 * 自定义章1); the chosen box's size is shown in millimetres (a registration stamp 44 × 30 mm); the output stamp is
 * offered once.
 */
export const Placing: Story = {
  play: async () => {
    const page = await pageOf(FIRST.resName);
    await userEvent.click(await addButton('添加签名'));
    await userEvent.click(await addButton('添加签名'));
    await userEvent.click(await addButton('添加注册章'));
    await expect(mm('宽（毫米）')).toBe(44);
    await expect(mm('高（毫米）')).toBe(30);
    await userEvent.click(await addButton('添加出图章'));
    await userEvent.click(await addButton('添加自定义章'));
    for (const label of ['签名1', '签名2', '注册章1', '出图章', '自定义章1'])
      await expect(box(page, label)).toBeVisible();
    // A second output stamp has no place: nothing is added.
    await userEvent.click(screen.getByRole('button', { name: '添加出图章' }));
    await expect(within(page).getAllByRole('button', { name: /^出图章，/ })).toHaveLength(1);
  },
};

/** Keyboard: a focused box moves 1 mm with an arrow and 10 mm with Shift; its position is shown in millimetres. */
export const KeyboardMove: Story = {
  play: async () => {
    const page = await pageOf(FIRST.resName);
    await userEvent.click(await addButton('添加签名'));
    const signature = box(page, '签名1');
    signature.focus();
    const x = mm('左边距（毫米）');
    const y = mm('上边距（毫米）');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(mm('左边距（毫米）')).toBeCloseTo(x + 1, 1));
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(mm('上边距（毫米）')).toBeCloseTo(y + 10, 1));
    await expect(box(page, '签名1')).toHaveAccessibleName(/位置 .* 毫米，大小 24 × 9 毫米/);
  },
};

/** Size in millimetres: the width typed in millimetres becomes points with the specification's factor. */
export const SizeInMillimetres: Story = {
  play: async () => {
    await pageOf(FIRST.resName);
    await userEvent.click(await addButton('添加自定义章'));
    const width = screen.getByLabelText('宽（毫米）');
    await userEvent.clear(width);
    await userEvent.type(width, '30{Enter}');
    await waitFor(() => expect(mm('宽（毫米）')).toBe(30));
    await expect(box(await pageOf(FIRST.resName), '自定义章1')).toHaveAccessibleName(/大小 30 × 24 毫米/);
  },
};

/** Saving: the boxes go to the server as the shared format; the file shows 已配置. */
export const Save: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const page = await pageOf(FIRST.resName);
    await userEvent.click(await addButton('添加注册章'));
    box(page, '注册章1').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await toastShown('签章配置已保存');
    const saved = store.state.calcInfos.get(FIRST.recordId);
    const content = parseCalcInfo(saved?.info ?? '');
    if ('code' in content) throw new Error(content.message);
    await expect(content.boxes).toHaveLength(1);
    await expect(content.boxes[0]?.width).toBeCloseTo(44 * PDF_POINTS_PER_MM, 3);
    await expect(context.args.onSaved).toHaveBeenCalledWith([FIRST.recordId]);
    const files = screen.getByRole('listbox', { name: '签章文件' });
    await waitFor(() => expect(within(files).getByRole('option', { name: /建施-01.*已配置/ })).toBeVisible());
  },
};

/** Pasting: a saved configuration goes onto the other PDFs (not the DWG), which then show 已配置. */
export const Paste: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        const info = JSON.stringify({
          version: 1,
          page: { width: 1191, height: 842 },
          boxes: [{ kind: 'signature', index: 0, x: 900, y: 700, width: 68, height: 26 }],
        });
        store.state.calcInfos.set(FIRST.recordId, { templateId: null, info });
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const page = await pageOf(FIRST.resName);
    await waitFor(() => expect(box(page, '签名1')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '粘贴到其他文件' }));
    await toastShown('已粘贴到 1 个文件');
    await expect(store.state.calcInfos.get(SECOND.recordId)?.info).toBe(
      store.state.calcInfos.get(FIRST.recordId)?.info,
    );
    await expect(store.state.calcInfos.has(DWG.recordId)).toBe(false);
  },
};

/** A frame template applied to every PDF: its signature cells and stamp positions appear on the page. */
export const ApplyTemplate: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const page = await pageOf(FIRST.resName);
    await userEvent.click(screen.getByRole('button', { name: '应用图框模板' }));
    await toastShown('已将图框模板应用到 2 个文件');
    await waitFor(() => expect(box(page, '出图章')).toBeVisible(), { timeout: 5000 });
    await expect(within(page).getAllByRole('button', { name: /^签名\d，/ })).toHaveLength(2);
    await expect(store.state.calcInfos.get(SECOND.recordId)?.templateId).toBe(FIXTURE_FRAME_TEMPLATE_ID);
  },
};

/** A DWG cannot be configured: 抱歉！该格式不支持配置，请更换pdf格式文件。 */
export const NotPdf: Story = {
  args: { recordId: DWG.recordId },
  play: async () => {
    await expect(await screen.findByText(STAMP_CONFIG_PDF_ONLY)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  },
};
