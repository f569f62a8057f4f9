import {
  LinearMode,
  type MarkGeometry,
  MarkShape,
  MarkStatus,
  OpinionType as Opinion,
  type OpinionType,
  type ProofMark,
  ProoType,
} from '@atelier/api';
import { addFixtureOpinions, type FixtureStore, fixtureSession, launchProofreading } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf, pickOption } from '../testing';
import { ProofreadingViewer } from './ProofreadingViewer';

/** The fixtures' proofreading in progress: 李婷 launched it, 陈建国 (the session) reviews its second step. */
const ACT = 'a-010';
const PROJECT = 'p-001';
/** The stories draw the page at half size: the fixture's A3 sheet (1191 × 842 points) is 595 px wide. */
const ZOOM = 0.5;

const filesOf = (store: FixtureStore, actId: string) =>
  store
    .approval(actId)
    .files.flatMap((group) => group.children)
    .map(({ resId, recordId, resName }) => ({ resId, recordId, resName }));

/** A mark as the store keeps it, on the first drawing of the proofreading. */
function seedMark(
  store: FixtureStore,
  actId: string,
  n: number,
  geometry: MarkGeometry,
  opinionType: OpinionType,
  author: { userId: string; realname: string },
): void {
  const [file] = filesOf(store, actId);
  if (!file) throw new Error('no drawing');
  const mark: ProofMark = {
    id: `mark-seed-${actId}-${n}`,
    actId,
    resId: file.resId,
    recordId: file.recordId,
    verNum: 1,
    page: 1,
    geometry,
    opinionType,
    comment: `意见${n}：请核对标注尺寸`,
    specialty: '建筑',
    markUserId: author.userId,
    markUserName: author.realname,
    status: MarkStatus.Unconfirmed,
    replies: [],
    createTime: '2026-11-20 10:00:00',
  };
  store.state.proofMarks.push(mark);
}

const LITING = { userId: 'u-002', realname: '李婷' };
const ME = { userId: fixtureSession.userId, realname: '陈建国' };

function threeMarks(store: FixtureStore, actId = ACT) {
  seedMark(
    store,
    actId,
    1,
    { shape: MarkShape.Rect, x: 100, y: 100, width: 200, height: 120 },
    Opinion.Mandatory,
    LITING,
  );
  seedMark(store, actId, 2, { shape: MarkShape.Cloud, x: 500, y: 300, width: 240, height: 140 }, Opinion.General, ME);
  seedMark(store, actId, 3, { shape: MarkShape.Arrow, x1: 800, y1: 600, x2: 1000, y2: 700 }, Opinion.Should, LITING);
}

const meta = {
  title: 'Features/ProofreadingViewer',
  component: ProofreadingViewer,
  tags: ['autodocs'],
  ...fixtureApi,
  parameters: { fixtureApi: { setup: (store: FixtureStore) => threeMarks(store) } },
  args: {
    actId: ACT,
    projectId: PROJECT,
    files: [],
    userId: fixtureSession.userId,
    initiatorId: LITING.userId,
    canMark: true,
    initialZoom: ZOOM,
  },
  render: (args, context) => {
    const { store } = fixtureApiOf(context);
    return (
      <div style={{ padding: 16, width: 992, boxSizing: 'border-box' }}>
        <ProofreadingViewer {...args} files={filesOf(store, args.actId)} />
      </div>
    );
  },
} satisfies Meta<typeof ProofreadingViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const surface = () => screen.findByTestId('markup-surface', {}, { timeout: 10000 });
const marksList = async () => screen.findByRole('list', { name: '意见列表' }, { timeout: 10000 });
const drawnMarks = async () => (await surface()).querySelectorAll('[data-mark]');

/** Drags on the drawing between two points of the page (PDF points), at the story's zoom. */
async function drag(from: [number, number], to: [number, number], via: [number, number][] = [], zoom = ZOOM) {
  const target = await surface();
  const box = target.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({
    clientX: box.left + x * zoom,
    clientY: box.top + y * zoom,
    button: 0,
    pointerId: 1,
  });
  fireEvent.pointerDown(target, at(from));
  for (const point of via) fireEvent.pointerMove(target, at(point));
  fireEvent.pointerMove(target, at(to));
  fireEvent.pointerUp(target, at(to));
}

async function writeOpinion(text: string) {
  const form = await screen.findByRole('form', { name: '填写意见' });
  await userEvent.type(within(form).getByRole('textbox', { name: /意见内容/ }), text);
  await userEvent.click(within(form).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: '填写意见' })).toBeNull());
}

/** The drawing with its marks over it and listed beside it, each with its type, author and status. */
export const Marks: Story = {
  tags: ['vrt'],
  play: async () => {
    const list = await marksList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).getByRole('listitem', { name: /意见 1：强制性条文，李婷/ })).toBeVisible();
    await expect(within(list).getAllByText('未确认')).toHaveLength(3);
    const shapes = [...(await drawnMarks())].map((m) => m.getAttribute('data-shape'));
    await expect(shapes).toEqual([MarkShape.Rect, MarkShape.Cloud, MarkShape.Arrow]);
    await expect(screen.getByText('共 3 条')).toBeVisible();
    // The picture shows the drawing under the marks: wait until pdf.js has painted it.
    await waitFor(() => expect(document.querySelector('[data-painted]')).not.toBeNull(), { timeout: 10000 });
  },
};

/** Each tool draws its shape: rectangle, cloud, arrow, text (a click), freehand (a stroke); each gets an opinion. */
export const EachTool: Story = {
  parameters: { fixtureApi: { setup: () => undefined } },
  play: async () => {
    // No marks yet: the list's empty text, and no list (a positive wait, not a 10 s wait for something absent).
    await expect(await screen.findByText('暂无意见')).toBeVisible();
    await expect(screen.queryByRole('list', { name: '意见列表' })).toBeNull();
    const toolbar = await screen.findByRole('toolbar', { name: '标注工具' });
    const gestures: [string, () => Promise<void>][] = [
      ['矩形', () => drag([100, 100], [300, 200])],
      ['云线', () => drag([400, 100], [600, 250])],
      ['箭头', () => drag([100, 400], [300, 500])],
      ['文字', () => drag([700, 400], [700, 400])],
      [
        '手绘',
        () =>
          drag(
            [100, 600],
            [300, 650],
            [
              [150, 640],
              [200, 600],
              [250, 660],
            ],
          ),
      ],
    ];
    for (const [i, [tool, gesture]] of gestures.entries()) {
      await userEvent.click(within(toolbar).getByRole('button', { name: tool }));
      await expect(within(toolbar).getByRole('button', { name: tool })).toHaveAttribute('aria-pressed', 'true');
      await gesture();
      await writeOpinion(`${tool}意见`);
      await waitFor(async () => expect(await drawnMarks()).toHaveLength(i + 1));
    }
    const shapes = [...(await drawnMarks())].map((m) => m.getAttribute('data-shape'));
    await expect(shapes).toEqual([
      MarkShape.Rect,
      MarkShape.Cloud,
      MarkShape.Arrow,
      MarkShape.Text,
      MarkShape.Freehand,
    ]);
    await expect(within(await marksList()).getByText('手绘意见')).toBeVisible();
  },
};

/** With the keyboard: arrows move the cursor, Enter sets a corner, Enter again makes the mark. */
export const KeyboardMarking: Story = {
  parameters: { fixtureApi: { setup: () => undefined } },
  play: async () => {
    const canvas = await surface();
    canvas.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowUp}{/Shift}');
    await expect(screen.getByTestId('key-cursor')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await writeOpinion('键盘标注的意见');
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(1));
    const rect = (await drawnMarks())[0]?.querySelector('rect');
    // From the page's centre (595.5, 421) less 100 and 50 points, to 110 and 50 points further.
    await expect(rect?.getAttribute('x')).toBe('495.5');
    await expect(rect?.getAttribute('width')).toBe('110');
    await expect(rect?.getAttribute('height')).toBe('50');
  },
};

/** Zooming redraws the page and keeps each mark where it is on the drawing. */
export const Zoom: Story = {
  play: async () => {
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(3));
    const first = async () => ((await drawnMarks())[0] as Element).getBoundingClientRect();
    const before = await first();
    await expect(before.width).toBeCloseTo(200 * ZOOM, 0);
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    await expect(screen.getByTestId('zoom')).toHaveTextContent('100%');
    await waitFor(async () => expect((await first()).width).toBeCloseTo(200, 0));
    await userEvent.click(screen.getByRole('button', { name: '缩小' }));
    await expect(screen.getByTestId('zoom')).toHaveTextContent('75%');
    await waitFor(async () => expect((await first()).width).toBeCloseTo(150, 0));
    // Marks drawn at this zoom land in PDF points.
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '标注工具' })).getByRole('button', { name: '矩形' }),
    );
    await drag([600, 600], [700, 680], [], 0.75);
    await writeOpinion('放大后标注');
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(4));
    const rect = (await drawnMarks())[3]?.querySelector('rect');
    await expect(Number(rect?.getAttribute('width'))).toBeCloseTo(100, 0);
  },
};

/** A hundred marks on one drawing: all drawn, all listed (the list asks the server 100 at a time). */
export const HundredMarks: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        const types: OpinionType[] = [Opinion.Feasibility, Opinion.Should, Opinion.Mandatory, Opinion.General];
        for (let n = 0; n < 100; n += 1) {
          const x = 20 + (n % 10) * 115;
          const y = 20 + Math.floor(n / 10) * 80;
          seedMark(store, ACT, n, { shape: MarkShape.Rect, x, y, width: 90, height: 60 }, types[n % 4] ?? 6, LITING);
        }
      },
    },
  },
  play: async () => {
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(100), { timeout: 10000 });
    await expect(screen.getByText('共 100 条')).toBeVisible();
    await expect(within(await marksList()).getAllByRole('listitem')).toHaveLength(100);
  },
};

/** The list filtered by reviewer and by type; the drawing shows what the list keeps. */
export const Filters: Story = {
  play: async () => {
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(3));
    await pickOption(document.body, /评审人/, '陈建国');
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(1));
    await expect(screen.getByText('共 1 条')).toBeVisible();
    await pickOption(document.body, /评审人/, '全部评审人');
    await pickOption(document.body, /类型/, '强制性条文');
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(1));
    await expect(within(await marksList()).getByText('强制性条文')).toBeVisible();
  },
};

/** An opinion is required: saving without text shows the rule's message and keeps the drawn mark. */
export const OpinionRequired: Story = {
  parameters: { fixtureApi: { setup: () => undefined } },
  play: async () => {
    await drag([100, 100], [300, 200]);
    const form = await screen.findByRole('form', { name: '填写意见' });
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(await within(form).findByText('请输入意见内容')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /意见内容/ }), '补充后保存');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(1));
  },
};

/**
 * Picking a standard opinion from the banks while marking (issue 29): a search over the reviewer's own bank and the
 * enterprise's; the picked one fills the text, type and specialty, which can still be edited before saving.
 */
export const PickOpinion: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        addFixtureOpinions(store, { userId: fixtureSession.userId }, [
          { comment: '梁配筋率偏低，建议复核计算', type: Opinion.Should, opinionSpecialty: '结构' },
        ]);
        addFixtureOpinions(store, { userId: fixtureSession.userId, enterpriseId: fixtureSession.enterpriseId }, [
          { comment: '疏散楼梯的净宽度不满足规范要求', type: Opinion.Mandatory, opinionSpecialty: '建筑' },
        ]);
      },
    },
  },
  play: async () => {
    await drag([100, 100], [300, 200]);
    const form = within(await screen.findByRole('form', { name: '填写意见' }));
    const search = form.getByRole('combobox', { name: '从意见库选择' });
    await userEvent.type(search, '楼梯');
    const option = await screen.findByRole('option', { name: /疏散楼梯的净宽度不满足规范要求/ }, { timeout: 5000 });
    await expect(option).toHaveTextContent('强制性条文 · 建筑 · 企业');
    // The list follows the keyword once its search answers: the other bank's opinion goes.
    await waitFor(() => expect(screen.queryByRole('option', { name: /梁配筋率/ })).toBeNull());
    await userEvent.click(option);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /意见内容/ })).toHaveValue('疏散楼梯的净宽度不满足规范要求'),
    );
    await expect(form.getByRole('textbox', { name: '专业' })).toHaveValue('建筑');
    await expect(form.getByRole('button', { name: /意见类型/ })).toHaveTextContent('强制性条文');
    await userEvent.type(form.getByRole('textbox', { name: /意见内容/ }), '（见2-2剖面）');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await drawnMarks()).toHaveLength(1));
    await expect(
      within(await marksList()).getByText('疏散楼梯的净宽度不满足规范要求（见2-2剖面）', { exact: false }),
    ).toBeVisible();
  },
};

/** The initiator replies, confirms one opinion and rejects another. */
export const InitiatorAnswers: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        const me = store.state.users.find((u) => u.userId === fixtureSession.userId);
        if (!me) throw new Error('no session user');
        const actId = launchProofreading(store, me, {
          projectId: PROJECT,
          actName: '陈建国发起的校审',
          parentId: '0',
          isLinear: LinearMode.Parallel,
          arcResList: [{ resId: 'r-p-001-3', recordId: 'rec-p-001-3' }],
          newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: [LITING.userId] }],
        });
        seedMark(store, actId, 1, { shape: MarkShape.Rect, x: 100, y: 100, width: 200, height: 120 }, 4, LITING);
        seedMark(store, actId, 2, { shape: MarkShape.Cloud, x: 500, y: 300, width: 240, height: 140 }, 6, LITING);
      },
    },
  },
  render: (args, context) => {
    const { store } = fixtureApiOf(context);
    const actId = store.state.approvals.find((a) => a.act.actName === '陈建国发起的校审')?.act.id ?? '';
    return (
      <div style={{ padding: 16, width: 992, boxSizing: 'border-box' }}>
        <ProofreadingViewer
          {...args}
          actId={actId}
          canMark={false}
          initiatorId={fixtureSession.userId}
          files={filesOf(store, actId)}
        />
      </div>
    );
  },
  play: async () => {
    const list = await marksList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(screen.queryByRole('toolbar', { name: '标注工具' })).toBeNull();
    await userEvent.click(within(list).getAllByRole('button', { name: /强制性条文/ })[0] as HTMLElement);
    await userEvent.type(within(list).getByRole('textbox', { name: '回复' }), '已按意见修改');
    await userEvent.click(within(list).getByRole('button', { name: '发送' }));
    await expect(await within(list).findByText('已按意见修改')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: '确认' }));
    await expect(await within(list).findByText('已确认')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /一般/ }));
    await userEvent.click(within(list).getByRole('button', { name: '驳回' }));
    await expect(await within(list).findByText('已驳回')).toBeVisible();
  },
};
