import { type FrameRegion, FrameRegionKind, FrameTemplateMessage, mmToPoints } from '@atelier/api';
import { FixtureDuty as DUTY, type FixtureStore, fixturePdf, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { FrameTemplateEditor } from './FrameTemplateEditor';

const NAME = '华筑 A3 图框';
/** The fixture's sample page: A3 landscape, 1191 × 842 points. */
const mm = (x: number, y: number, w: number, h: number) => ({
  x: mmToPoints(x),
  y: mmToPoints(y),
  width: mmToPoints(w),
  height: mmToPoints(h),
});
/** One region of each kind, in the title block at the bottom right of the A3 sheet. */
const EVERY_KIND: FrameRegion[] = [
  { kind: FrameRegionKind.Title, ...mm(280, 220, 130, 70) },
  { kind: FrameRegionKind.Anchor, label: '设计', ...mm(285, 270, 15, 6) },
  { kind: FrameRegionKind.Info, label: '图号', ...mm(285, 230, 40, 6) },
  { kind: FrameRegionKind.Signer, dutyId: DUTY.design, ...mm(302, 270, 20, 6) },
  { kind: FrameRegionKind.Signature, dutyId: DUTY.design, ...mm(324, 270, 20, 6) },
  { kind: FrameRegionKind.Stamp, ...mm(280, 185, 44, 30) },
  { kind: FrameRegionKind.Output, ...mm(210, 220, 60, 40) },
  { kind: FrameRegionKind.Custom, ...mm(210, 265, 25, 25) },
];

/** A template made of the fixture's A3 sample, with these regions. */
function seed(store: FixtureStore, regions: FrameRegion[] = EVERY_KIND) {
  const bytes = fixturePdf([['Atelier sample drawing', 'A3 title block']]);
  const sample = store.addSample(fixtureSession.enterpriseId, new File([bytes], 'A3样图.pdf'), bytes);
  const template = store.createFrameTemplate(fixtureSession.enterpriseId, {
    recordId: sample.id,
    templateName: NAME,
    page: 1,
  });
  if (regions.length)
    store.saveFrameRegions(fixtureSession.enterpriseId, { templateId: template.id, locations: regions });
}

const meta = {
  title: 'Features/FrameTemplateEditor',
  component: FrameTemplateEditor,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: (store: FixtureStore) => seed(store) } },
  args: { templateId: '', onSavedAsNew: fn(), onDeleted: fn(), canvasWidth: 600 },
  render: (args, context) => {
    const { store } = fixtureApiOf(context);
    const id = store.frameTemplates.find((t) => !t.deleted)?.id ?? '';
    return (
      <div style={{ padding: 16, width: 992, boxSizing: 'border-box' }}>
        <FrameTemplateEditor {...args} templateId={id} />
      </div>
    );
  },
} satisfies Meta<typeof FrameTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionList = async () => {
  const heading = await screen.findByRole('heading', { name: '已标注区域' }, { timeout: 10000 });
  return heading.closest('section') as HTMLElement;
};
const surface = () => screen.getByTestId('region-surface');
/** The sample drawing painted by pdf.js (it paints asynchronously): a picture waits for it. */
const painted = () =>
  waitFor(() => expect(document.querySelector('[data-painted] canvas')).not.toBeNull(), { timeout: 10000 });

/** Drags on the drawing from one point to another, in millimetres from the page's top-left corner (600 px wide). */
function drag(target: HTMLElement, from: [number, number], to: [number, number]) {
  const box = surface().getBoundingClientRect();
  const px = (v: number) => (mmToPoints(v) * 600) / 1191;
  const at = ([x, y]: [number, number]) => ({
    clientX: box.left + px(x),
    clientY: box.top + px(y),
    button: 0,
    pointerId: 1,
  });
  fireEvent.pointerDown(target, at(from));
  fireEvent.pointerMove(target, at(to));
  fireEvent.pointerUp(target, at(to));
}

/** Every region kind on the sample drawing and in the list, each with its label or duty and size in millimetres. */
export const EveryRegionKind: Story = {
  tags: ['vrt'],
  play: async () => {
    const list = await regionList();
    await painted();
    for (const text of [
      '图签区域',
      '标签锚点：设计',
      '值字段：图号',
      '签名人字段：设计',
      '签名栏：设计',
      '注册章位置',
      '出图章位置',
      '自定义章位置',
    ]) {
      await expect(within(list).getByRole('button', { name: text })).toBeVisible();
    }
    const drawing = screen.getByRole('application', { name: `${NAME}的样图` });
    await expect(within(drawing).getAllByRole('img')).toHaveLength(EVERY_KIND.length);
    await expect(screen.getByText(/A3 横向（420 × 297 毫米）/)).toBeVisible();
  },
};

/** A region chosen in the list: drawn selected on the drawing, with its resize handle, and marked in the list. */
export const RegionSelected: Story = {
  tags: ['vrt'],
  play: async () => {
    const list = await regionList();
    await painted();
    const button = within(list).getByRole('button', { name: '签名栏：设计' });
    await userEvent.click(button);
    const drawing = screen.getByRole('application', { name: `${NAME}的样图` });
    const region = within(drawing).getByRole('img', { name: '签名栏：设计' });
    await expect(region).toHaveAttribute('data-selected');
    await expect(
      within(drawing)
        .getAllByRole('img')
        .filter((r) => r.hasAttribute('data-selected')),
    ).toHaveLength(1);
    await expect(within(region).getByTestId('resize-handle')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Sizes in millimetres with the spec's factor: the registration stamp position is 44 × 30 mm. */
export const MillimetreSizes: Story = {
  play: async () => {
    const list = await regionList();
    const stamp = within(list).getByRole('button', { name: '注册章位置' }).closest('li') as HTMLElement;
    await expect(within(stamp).getByText(/44\.0 × 30\.0 毫米/)).toBeVisible();
    await expect(within(stamp).getByText(/位置 280\.0, 185\.0 毫米/)).toBeVisible();
  },
};

/** Drawing a region of each kind with the mouse: pick the kind in the toolbar, drag on the drawing. */
export const DrawEachKind: Story = {
  parameters: { fixtureApi: { setup: (store: FixtureStore) => seed(store, []) } },
  play: async () => {
    const list = await regionList();
    await expect(within(list).getByText('还没有标注区域，请先在图纸上画出区域')).toBeVisible();
    const toolbar = screen.getByRole('toolbar', { name: '区域类型' });
    const kinds = [
      '图签区域',
      '标签锚点',
      '值字段',
      '签名人字段',
      '签名栏',
      '注册章位置',
      '出图章位置',
      '自定义章位置',
    ];
    for (const [i, kind] of kinds.entries()) {
      await userEvent.click(within(toolbar).getByRole('button', { name: kind }));
      await expect(within(toolbar).getByRole('button', { name: kind })).toHaveAttribute('aria-pressed', 'true');
      drag(surface(), [20 + i * 40, 20], [50 + i * 40, 40]);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(i + 1));
    }
    await expect(within(list).getByRole('button', { name: '值字段：图名' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: '签名人字段：设计' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: '签名栏：设计' })).toBeVisible();
    await expect(screen.getByText('有未保存的修改')).toBeVisible();
  },
};

/** The keyboard: arrows move the selected region 1 mm, Shift+arrows 10 mm, Alt+arrows resize, Delete removes. */
export const KeyboardPlacement: Story = {
  play: async () => {
    const list = await regionList();
    await userEvent.click(within(list).getByRole('button', { name: '出图章位置' }));
    const item = () => within(list).getByRole('button', { name: '出图章位置' }).closest('li') as HTMLElement;
    screen.getByRole('application').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(item()).getByText(/位置 211\.0, 220\.0 毫米/)).toBeVisible();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(within(item()).getByText(/位置 211\.0, 230\.0 毫米/)).toBeVisible();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(within(item()).getByText(/61\.0 × 40\.0 毫米/)).toBeVisible();
    await userEvent.keyboard('{Delete}');
    await expect(within(list).queryByRole('button', { name: '出图章位置' })).toBeNull();
  },
};

/** Save: the regions go to the server, the template's counts follow. */
export const Save: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const list = await regionList();
    await userEvent.click(within(list).getByRole('button', { name: '自定义章位置' }));
    screen.getByRole('application').focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const custom = () => store.frameTemplates[0]?.regions.find((r) => r.kind === FrameRegionKind.Custom);
    await waitFor(() => expect(custom()?.y).toBeCloseTo(mmToPoints(264), 1));
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  },
};

/** Save as new: a name asked for, a new template with these regions. */
export const SaveAsNew: Story = {
  play: async ({ args, ...context }) => {
    const { store } = fixtureApiOf(context);
    await regionList();
    await userEvent.click(screen.getByRole('button', { name: '另存为新模板' }));
    const dialog = await screen.findByRole('dialog', { name: '另存为新模板' });
    const name = within(dialog).getByRole('textbox', { name: '新模板名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '华筑 A3 图框（竖签）');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSavedAsNew).toHaveBeenCalled());
    const copy = store.frameTemplates.find((t) => t.name === '华筑 A3 图框（竖签）');
    await expect(copy?.regions).toHaveLength(EVERY_KIND.length);
  },
};

/** The save-as-new dialog open over the drawing, the new name typed, not yet confirmed (pictured, also at 992 px). */
export const SaveAsNewDialog: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async () => {
    await regionList();
    await painted();
    await userEvent.click(screen.getByRole('button', { name: '另存为新模板' }));
    const dialog = await screen.findByRole('dialog', { name: '另存为新模板' });
    const name = within(dialog).getByRole('textbox', { name: '新模板名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '华筑 A3 图框（竖签）');
    await expect(name).toHaveValue('华筑 A3 图框（竖签）');
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled();
  },
};

/** Delete asks first, says what happens to recognised drawings, then deletes. */
export const Delete: Story = {
  play: async ({ args, ...context }) => {
    const { store } = fixtureApiOf(context);
    await regionList();
    await userEvent.click(screen.getByRole('button', { name: '删除模板' }));
    const dialog = await screen.findByRole('alertdialog', { name: `确定删除图框模板“${NAME}”吗？` });
    await expect(within(dialog).getByText(/图框模版已删除/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
    await expect(store.frameTemplates[0]?.deleted).toBe(true);
  },
};

/** A validation error: a template without anchors cannot be enabled, and says why. */
export const EnableNeedsAnchor: Story = {
  parameters: { fixtureApi: { setup: (store: FixtureStore) => seed(store, []) } },
  play: async () => {
    await regionList();
    await userEvent.click(screen.getByRole('switch', { name: '启用' }));
    await expect(await screen.findByText(FrameTemplateMessage.NeedsAnchor)).toBeVisible();
  },
};
