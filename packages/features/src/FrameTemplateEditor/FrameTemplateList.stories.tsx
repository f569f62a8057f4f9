import { FrameRegionKind, FrameTemplateMessage, mmToPoints } from '@atelier/api';
import {
  FixtureDuty as DUTY,
  FixtureCode,
  type FixtureStore,
  fixturePdf,
  fixtureSession,
  type Resolvers,
  refuse,
} from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { closeToasts, toastShown } from '../testing/toasts';
import { FrameTemplateList } from './FrameTemplateList';

const A1 = '华筑 A1 图框';
const A3 = '华筑 A3 图框';
const mm = (x: number, y: number, w: number, h: number) => ({
  x: mmToPoints(x),
  y: mmToPoints(y),
  width: mmToPoints(w),
  height: mmToPoints(h),
});

/** An A1 landscape sheet, points (841 × 594 mm). */
const A1_SHEET = { width: 2384, height: 1684 };

/**
 * The firm's templates: A3 (landscape, the fixture's sample page) marked with an anchor, a signer and a stamp and
 * enabled; A1, made later of an A1 sample and left unmarked, so disabled (listed first: newest first).
 */
function seed(store: FixtureStore) {
  const enterpriseId = fixtureSession.enterpriseId;
  const make = (name: string) => {
    const bytes =
      name === A1
        ? fixturePdf([['Atelier sample drawing', 'A1 title block']], A1_SHEET)
        : fixturePdf([['Atelier sample drawing', 'A3 title block']]);
    const sample = store.addSample(enterpriseId, new File([bytes], `${name}.pdf`), bytes);
    return store.createFrameTemplate(enterpriseId, { recordId: sample.id, templateName: name, page: 1 });
  };
  const a3 = store.saveFrameRegions(enterpriseId, {
    templateId: make(A3).id,
    locations: [
      { kind: FrameRegionKind.Anchor, label: '设计', ...mm(285, 270, 15, 6) },
      { kind: FrameRegionKind.Signer, dutyId: DUTY.design, ...mm(302, 270, 20, 6) },
      { kind: FrameRegionKind.Stamp, ...mm(280, 185, 44, 30) },
    ],
  });
  store.updateFrameTemplate(enterpriseId, {
    id: a3.id,
    curSignNum: a3.curSignNum,
    curStampNum: a3.curStampNum,
    isEnable: true,
  });
  make(A1);
}

const meta = {
  title: 'Features/FrameTemplateList',
  component: FrameTemplateList,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: seed } },
  args: { onEdit: fn() },
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 960 }}>
      <FrameTemplateList {...args} />
    </div>
  ),
} satisfies Meta<typeof FrameTemplateList>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = () => screen.getByRole('region', { name: '图框模板' });
/** A template's row, found by its name once the list has loaded. */
const row = async (name: string) => {
  await screen.findByRole('rowheader', { name }, { timeout: 10000 });
  return screen.getByRole('row', { name: new RegExp(name) });
};

/**
 * The templates, newest first, each with its sheet, its regions and whether it is enabled; each row's 配置 and
 * 删除模板 named after it, the name starting with the shown words (WCAG 2.5.3).
 */
export const Templates: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async () => {
    const a3 = await row(A3);
    await expect(a3).toHaveTextContent('A3 横向（420 × 297 毫米）');
    await expect(a3).toHaveTextContent('3 个区域');
    await expect(within(a3).getByText('已启用')).toBeVisible();
    await expect(within(a3).getByRole('button', { name: `配置 ${A3}` })).toBeVisible();
    await expect(within(a3).getByRole('button', { name: `删除模板 ${A3}` })).toBeVisible();
    const a1 = await row(A1);
    // Each template's name and its sample's sheet agree.
    await expect(a1).toHaveTextContent('A1 横向（841 × 594 毫米）');
    await expect(a1).toHaveTextContent('0 个区域');
    await expect(within(a1).getByText('未启用')).toBeVisible();
    await expect(within(a1).getByRole('button', { name: `配置 ${A1}` })).toBeVisible();
    await expect(within(a1).getByRole('button', { name: `删除模板 ${A1}` })).toBeVisible();
    const names = within(section())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names).toEqual([A1, A3]);
    await expect(within(section()).getByRole('heading', { name: '图框模板' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /上传样图新建模板/ })).toBeEnabled();
  },
};

/** No template yet: says so, with the sample upload above it. */
export const Empty: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: () => {} } },
  play: async () => {
    await expect(
      await screen.findByText('本企业还没有图框模板，上传一张样图开始配置', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(within(section()).queryByRole('table')).toBeNull();
    await expect(screen.getByRole('button', { name: /上传样图新建模板/ })).toBeEnabled();
  },
};

/** The templates on their way: the table is busy with a spinner (the answer never comes), not the empty text. */
export const Loading: Story = {
  parameters: { fixtureApi: { resolvers: { ocrTemplate: { list: () => new Promise<never>(() => {}) } } } },
  play: async () => {
    await expect(await within(section()).findByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(section().querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(screen.queryByText('本企业还没有图框模板，上传一张样图开始配置')).toBeNull();
    // The seeded templates are in the store, not yet on the page.
    await expect(within(section()).queryByText(A3)).toBeNull();
    await expect(within(section()).queryByText(A1)).toBeNull();
  },
};

/** The list's calls per story: the first refused, then answered (LoadFailed's 重试). */
const listCalls = new WeakMap<FixtureStore, number>();

/** The templates could not be loaded: says so, with 重试 (pictured before it is pressed); 重试 then lists them. */
export const LoadFailed: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      resolvers: {
        ocrTemplate: {
          list: ({ store, enterpriseId }) => {
            const calls = (listCalls.get(store) ?? 0) + 1;
            listCalls.set(store, calls);
            return calls === 1 ? refuse(FixtureCode.Error, '服务暂不可用') : store.frameTemplatesOf(enterpriseId);
          },
        },
      } satisfies Resolvers,
    },
  },
  play: async () => {
    await expect(await screen.findByText('图框模板加载失败', {}, { timeout: 10000 })).toBeVisible();
    const retry = screen.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();
    await expect(screen.queryByText('本企业还没有图框模板，上传一张样图开始配置')).toBeNull();
    await expect(within(section()).queryAllByRole('rowheader')).toHaveLength(0);
    await closeToasts();
  },
};

/** The list's calls per story in RetryFailsAgain: two refused, the second and third each answered after a while. */
const slowCalls = new WeakMap<FixtureStore, number>();
/** An answer after 600 ms; a refusal (`refuse` throws) becomes the promise's rejection, as the handlers expect. */
const later = <T,>(value: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (refusal) {
        reject(refusal);
      }
    }, 600),
  );

/**
 * 重试 that fails again (the load failed twice): while each 重试 runs its button shows it is trying (a spinner,
 * presses ignored); after the second failure the error and 重试 stay; the third attempt lists the templates.
 */
export const RetryFailsAgain: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        ocrTemplate: {
          list: ({ store, enterpriseId }) => {
            const calls = (slowCalls.get(store) ?? 0) + 1;
            slowCalls.set(store, calls);
            if (calls === 1) return refuse(FixtureCode.Error, '服务暂不可用');
            if (calls === 2) return later(() => refuse(FixtureCode.Error, '服务暂不可用'));
            return later(() => store.frameTemplatesOf(enterpriseId));
          },
        },
      } satisfies Resolvers,
    },
  },
  play: async () => {
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 10000 });
    await userEvent.click(retry);
    // Trying: the spinner in 重试, which takes no second press, and the failure still said (the page flipped to an
    // empty busy table and back before, which a quick failure made look like nothing happened).
    await expect(await within(retry).findByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(retry).toBeDisabled();
    await expect(screen.getByText('图框模板加载失败')).toBeVisible();
    // Failed again: 重试 is offered again, no longer busy.
    await waitFor(() => expect(within(retry).queryByRole('progressbar')).toBeNull(), { timeout: 5000 });
    await expect(retry).toBeEnabled();
    await expect(screen.getByText('图框模板加载失败')).toBeVisible();
    // The failure's toast can lie over the list's top: out of the way first.
    await closeToasts();
    await userEvent.click(retry);
    await expect(await within(retry).findByRole('progressbar', { name: '加载中' })).toBeVisible();
    await row(A3);
    await expect(screen.queryByText('图框模板加载失败')).toBeNull();
    await closeToasts();
  },
};

/** 重试 after a failed load: the second answer comes and the templates are listed. */
export const RetryAfterFailure: Story = {
  parameters: LoadFailed.parameters,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '重试' }, { timeout: 10000 }));
    await row(A3);
    await expect(screen.queryByText('图框模板加载失败')).toBeNull();
    await expect(within(section()).getAllByRole('rowheader')).toHaveLength(2);
    await closeToasts();
  },
};

/** 配置 opens the template in the editor (the page's onEdit gets its id). */
export const Configure: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await userEvent.click(within(await row(A1)).getByRole('button', { name: `配置 ${A1}` }));
    const a1 = store.frameTemplates.find((t) => t.name === A1);
    await expect(context.args.onEdit).toHaveBeenCalledTimes(1);
    await expect(context.args.onEdit).toHaveBeenCalledWith(a1?.id);
  },
};

/** 删除模板 asks first, saying what becomes of the drawings recognised with it (pictured). */
export const DeleteConfirm: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await userEvent.click(within(await row(A3)).getByRole('button', { name: `删除模板 ${A3}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `确定删除图框模板“${A3}”吗？` });
    await waitFor(() => expect(within(confirm).getByText(/需要重新识别/)).toBeVisible());
    await expect(within(confirm).getByRole('button', { name: /确\s*定/ })).toBeVisible();
    await expect(store.frameTemplatesOf(fixtureSession.enterpriseId)).toHaveLength(2);
  },
};

/** 删除模板: 取消 keeps the template, 确定 deletes it and the list follows. */
export const DeleteTemplate: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const a3 = await row(A3);
    await userEvent.click(within(a3).getByRole('button', { name: `删除模板 ${A3}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `确定删除图框模板“${A3}”吗？` });
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(store.frameTemplatesOf(fixtureSession.enterpriseId)).toHaveLength(2);
    await userEvent.click(within(a3).getByRole('button', { name: `删除模板 ${A3}` }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await toastShown('图框模板已删除');
    await waitFor(() => expect(within(section()).getAllByRole('rowheader')).toHaveLength(1));
    await expect(store.frameTemplatesOf(fixtureSession.enterpriseId).map((t) => t.templateName)).toEqual([A1]);
    await closeToasts();
  },
};

/** Someone without the frame-configuration permission deletes: the server's refusal is shown, the template stays. */
export const DeleteRefused: Story = {
  parameters: {
    fixtureApi: {
      setup: seed,
      resolvers: { ocrTemplate: { delete: () => refuse(FixtureCode.Error, FrameTemplateMessage.NoFrameConfig) } },
    },
  },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await userEvent.click(within(await row(A1)).getByRole('button', { name: `删除模板 ${A1}` }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await toastShown(FrameTemplateMessage.NoFrameConfig);
    await expect(store.frameTemplatesOf(fixtureSession.enterpriseId)).toHaveLength(2);
    await expect(within(section()).getAllByRole('rowheader')).toHaveLength(2);
    await closeToasts();
  },
};

const pdfInput = () => section().querySelector('input[type="file"]:not([webkitdirectory])') as HTMLInputElement;

/** A sample drawing uploaded: the template is made of it (named after the file) and opened in the editor. */
export const UploadSample: Story = {
  parameters: { fixtureApi: { setup: () => {} } },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await screen.findByText('本企业还没有图框模板，上传一张样图开始配置', {}, { timeout: 10000 });
    const bytes = fixturePdf([['西溪 A3 图框']]);
    await userEvent.upload(pdfInput(), new File([bytes], '西溪A3图框.pdf', { type: 'application/pdf' }));
    await toastShown('已新建图框模板，请标注区域');
    const made = store.frameTemplates.find((t) => t.name === '西溪A3图框');
    await expect(made).toBeDefined();
    await expect(context.args.onEdit).toHaveBeenCalledTimes(1);
    await expect(context.args.onEdit).toHaveBeenCalledWith(made?.id);
    await row('西溪A3图框');
    await closeToasts();
  },
};

/** A file named .pdf that is no PDF: the server's refusal is shown, no template is made, the editor not opened. */
export const UploadNotPdf: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    await row(A3);
    await userEvent.upload(pdfInput(), new File(['not a drawing'], '图框.pdf', { type: 'application/pdf' }));
    await toastShown(FrameTemplateMessage.NotPdf);
    await expect(store.frameTemplatesOf(fixtureSession.enterpriseId)).toHaveLength(2);
    await expect(context.args.onEdit).not.toHaveBeenCalled();
    await closeToasts();
  },
};
