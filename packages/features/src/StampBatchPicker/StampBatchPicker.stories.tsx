import { type DrawingRef, RecognitionStatus } from '@atelier/api';
import { FixtureCode, FixtureDuty, type FixtureStore, fixtureResolvers, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, pickOption } from '../testing';
import type { StampBatchPickerProps } from './interface';
import type { BatchChoice } from './model';
import { StampBatchPicker } from './StampBatchPicker';

const PROJECT = 'p-001';

/** Stores whose first batches call was refused (each story run has its own store). */
const refusedOnce = new WeakSet<FixtureStore>();

/** A recognised drawing of p-001 (as step 1 hands them over). */
const drawing = (n: number, resName: string): DrawingRef => ({
  resId: `r-p-001-${n}`,
  recordId: `rec-p-001-${n}`,
  resName,
});

/** 建筑 drawings: their signer is 吴磊 (建筑, 审核). */
const ARCH = [
  drawing(1, '建施-01 总平面图.pdf'),
  drawing(2, '建施-02 一层平面图.pdf'),
  drawing(11, '建施-06 楼梯详图.pdf'),
];
/** A 给排水 drawing (recognised in `recognise`): its signer is 张敏 (给排水, 审核). */
const WATER = drawing(9, '水施-01 给水系统图.pdf');
/** 结构 drawings (recognised in `recognise`): 郑丽华 and, with `twoStructureSigners`, 孙志强: two signers. */
const STRUCTURE = [drawing(6, '结施-01 基础平面图.pdf'), drawing(7, '结施-02 柱配筋图.pdf')];
/** A cover sheet in 出图PDF (added by `addCover`): no specialty, so nobody is matched. */
const COVER = drawing(90, '出图封面.pdf');

/** Marks drawings recognised, so the fixture batches them. */
const recognise = (store: FixtureStore, drawings: readonly DrawingRef[]) => {
  for (const ref of drawings) store.resource(ref.resId).distinguishType = RecognitionStatus.Success;
};

/** 孙志强 (结构) examines too: the 结构 batch has two signers, so a second stamp is allowed. */
const twoStructureSigners = (store: FixtureStore) => {
  const sun = store.state.users.find((u) => u.userId === 'u-007');
  if (sun) sun.dutyId = FixtureDuty.examine;
};

/** A recognised drawing in 出图PDF, a folder of no specialty. */
const addCover = (store: FixtureStore) => {
  const base = store.resource('r-p-001-1');
  store.state.resources.push({
    ...base,
    resId: COVER.resId,
    recordId: COVER.recordId,
    resName: COVER.resName,
    parentId: 'f-p-001-pdf',
    path: `/出图PDF/${COVER.resName}`,
  });
};

/** The picker as a wizard holds it: the value in state, every change also reported to the story's spies. */
function Controlled(props: StampBatchPickerProps) {
  const [value, setValue] = useState<BatchChoice[]>([]);
  return (
    <div style={{ maxWidth: 880 }}>
      <StampBatchPicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Features/StampBatchPicker',
  component: StampBatchPicker,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { projectId: PROJECT, files: ARCH, value: [], onChange: fn(), onValidityChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StampBatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// -----------------------------------------------------------------------------------------------------------------
// Helpers
// -----------------------------------------------------------------------------------------------------------------

/** A batch's region once the batches have loaded. */
const batchRegion = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

/** The value last reported to `onChange`. */
const lastValue = (onChange: StampBatchPickerProps['onChange']): BatchChoice[] => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] ?? []) as BatchChoice[];
};

// -----------------------------------------------------------------------------------------------------------------
// Batches
// -----------------------------------------------------------------------------------------------------------------

/**
 * Two batches by signers: the 建筑 drawings with 吴磊, the 给排水 one with 张敏, each pre-filled with its matched
 * approver and one registration-stamp selector. Valid at once; a stamp picked goes into the value.
 */
export const BatchesWithApprovers: Story = {
  tags: ['vrt'],
  args: { files: [...ARCH, WATER] },
  parameters: { fixtureApi: { setup: (store) => recognise(store, [WATER]) } satisfies FixtureApiParameters },
  play: async ({ args }) => {
    const first = await batchRegion('批次1');
    const second = await batchRegion('批次2');
    await expect(within(first).getByText('共3张图纸')).toBeVisible();
    await expect(within(second).getByText('共1张图纸')).toBeVisible();
    await expect(within(first).getByRole('button', { name: '移除吴磊' })).toBeVisible();
    await expect(within(second).getByRole('button', { name: '移除张敏' })).toBeVisible();
    await expect(within(first).getAllByRole('button', { name: /注册章$/ })).toHaveLength(1);
    await expect(screen.queryByText('请至少选择一位审批人')).not.toBeInTheDocument();
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(true));

    await pickOption(first, /注册章$/, '一级注册建筑师 吴磊');
    await waitFor(() => expect(lastValue(args.onChange)[0]?.stampIds).toEqual(['st-304']));
    await expect(lastValue(args.onChange)[0]).toMatchObject({
      userIdList: ['u-009'],
      drawings: [{ recordId: 'rec-p-001-1' }, { recordId: 'rec-p-001-2' }, { recordId: 'rec-p-001-11' }],
    });
    await expect(lastValue(args.onChange)[1]).toMatchObject({ userIdList: ['u-004'], stampIds: [null] });
  },
};

/**
 * A batch nobody was matched to: the hint says the names could not be recognised or the signers must join the
 * project, and going on needs an approver (请至少选择一位审批人) until one is chosen.
 */
export const BatchWithoutApprovers: Story = {
  tags: ['vrt'],
  args: { files: [COVER] },
  parameters: { fixtureApi: { setup: addCover } satisfies FixtureApiParameters },
  play: async ({ args }) => {
    const batch = await batchRegion('批次1');
    await expect(within(batch).getByText(/未能识别图纸中的签字人姓名，或签字人尚未加入本项目/)).toBeVisible();
    await expect(await screen.findByText('请至少选择一位审批人')).toBeVisible();
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false));

    await userEvent.click(within(batch).getByRole('button', { name: /^审批人/ }));
    const popover = await screen.findByRole('dialog', { name: /审批人/ });
    await userEvent.click(within(popover).getByRole('option', { name: /^赵雪梅/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('请至少选择一位审批人')).not.toBeInTheDocument());
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
    await expect(lastValue(args.onChange)[0]?.userIdList).toEqual(['u-006']);
  },
};

/** A batch with two signers (moreThanOne) offers two registration stamps; two different ones are kept. */
export const TwoRegistrationStamps: Story = {
  tags: ['vrt'],
  args: { files: STRUCTURE },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        recognise(store, STRUCTURE);
        twoStructureSigners(store);
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const batch = await batchRegion('批次1');
    await expect(within(batch).getByText('共2张图纸')).toBeVisible();
    await expect(within(batch).getByRole('button', { name: '移除孙志强' })).toBeVisible();
    await expect(within(batch).getByRole('button', { name: '移除郑丽华' })).toBeVisible();
    await pickOption(batch, /注册章1$/, '一级注册结构工程师 王海涛');
    await pickOption(batch, /注册章2$/, '华筑设计注册执业章');
    await waitFor(() => expect(lastValue(args.onChange)[0]?.stampIds).toEqual(['st-302', 'st-305']));
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
    // The first slot emptied again: 不使用注册章.
    await pickOption(batch, /注册章1$/, '不使用注册章');
    await waitFor(() => expect(lastValue(args.onChange)[0]?.stampIds).toEqual([null, 'st-305']));
  },
};

/** 同一批次中的两个签章不能相同: the same stamp in both slots, under the second; going on is refused until fixed. */
export const DuplicateStampMessage: Story = {
  args: { files: STRUCTURE },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        recognise(store, STRUCTURE);
        twoStructureSigners(store);
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const batch = await batchRegion('批次1');
    await pickOption(batch, /注册章1$/, '一级注册结构工程师 王海涛');
    await pickOption(batch, /注册章2$/, '一级注册结构工程师 王海涛');
    const second = within(batch).getByRole('button', { name: /注册章2$/ });
    await waitFor(() => expect(second).toHaveAccessibleDescription('同一批次中的两个签章不能相同'));
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(false);
    await pickOption(batch, /注册章2$/, '华筑设计注册执业章');
    await waitFor(() => expect(within(batch).queryByText('同一批次中的两个签章不能相同')).not.toBeInTheDocument());
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
  },
};

/**
 * The drawing viewer: a batch's drawings listed, the first shown page by page, another one chosen from the list.
 * Not pictured (it ends with the viewer closed): DrawingShown is.
 */
export const DrawingViewer: Story = {
  tags: ['!vrt'],
  play: async () => {
    const batch = await batchRegion('批次1');
    await userEvent.click(within(batch).getByRole('button', { name: '查看图纸' }));
    // The viewer's chunk (react-pdf) loads on first use.
    const viewer = await screen.findByRole('dialog', { name: '批次1的图纸' }, { timeout: 15000 });
    const list = within(viewer).getByRole('listbox', { name: '图纸列表' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(within(list).getByRole('option', { name: /^建施-01 总平面图\.pdf/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const page = await within(viewer).findByRole('img', { name: '建施-01 总平面图.pdf 第1页' }, { timeout: 10000 });
    await waitFor(() => expect(page.querySelector('canvas')).not.toBeNull(), { timeout: 10000 });
    await expect(await within(viewer).findByText('第1页，共2页', {}, { timeout: 10000 })).toBeVisible();
    await userEvent.click(within(viewer).getByRole('button', { name: '下一页' }));
    await expect(within(viewer).getByText('第2页，共2页')).toBeVisible();
    await expect(within(viewer).getByRole('button', { name: '下一页' })).toBeDisabled();

    await userEvent.click(within(list).getByRole('option', { name: /^建施-06 楼梯详图\.pdf/ }));
    await expect(
      await within(viewer).findByRole('img', { name: '建施-06 楼梯详图.pdf 第1页' }, { timeout: 10000 }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '批次1的图纸' })).not.toBeInTheDocument());
  },
};

/**
 * The drawing viewer open on a batch's first drawing, its first page painted and fitted to the pane's width
 * (pictured, also at 992 px: the picture waits for pdf.js's paint, `data-painted`).
 */
export const DrawingShown: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async () => {
    const batch = await batchRegion('批次1');
    await userEvent.click(within(batch).getByRole('button', { name: '查看图纸' }));
    const viewer = await screen.findByRole('dialog', { name: '批次1的图纸' }, { timeout: 15000 });
    const page = await within(viewer).findByRole('img', { name: '建施-01 总平面图.pdf 第1页' }, { timeout: 10000 });
    await waitFor(() => expect(page).toHaveAttribute('data-painted'), { timeout: 10000 });
    await expect(page.querySelector('canvas')).not.toBeNull();
    await expect(within(viewer).getByRole('option', { name: /^建施-01 总平面图\.pdf/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(viewer).getByText('第1页，共2页')).toBeVisible();
    const pane = within(viewer).getByRole('region', { name: /^图纸（拖动或方向键平移/ });
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(pane.clientWidth);
  },
};

/**
 * Reading a title block (issue 22, item 7): the page opens fitted to the width; 放大 steps up and the page grows
 * past the pane, a drag pans it, - and 0 on the focused pane zoom out and fit the width again, 适合页面 shows it
 * whole. Not pictured: DrawingShown is.
 */
export const DrawingViewerZoom: Story = {
  tags: ['!vrt'],
  play: async () => {
    const batch = await batchRegion('批次1');
    await userEvent.click(within(batch).getByRole('button', { name: '查看图纸' }));
    const viewer = await screen.findByRole('dialog', { name: '批次1的图纸' }, { timeout: 15000 });
    const page = await within(viewer).findByRole('img', { name: '建施-01 总平面图.pdf 第1页' }, { timeout: 10000 });
    await waitFor(() => expect(page.querySelector('canvas')).not.toBeNull(), { timeout: 10000 });
    const pane = within(viewer).getByRole('region', { name: /^图纸（拖动或方向键平移/ });
    const level = () => Number.parseInt(viewer.querySelector('output')?.textContent ?? '', 10);
    await waitFor(() => expect(level()).toBeGreaterThan(0));
    const fitted = level();
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(pane.clientWidth);

    await userEvent.click(within(viewer).getByRole('button', { name: '放大' }));
    await userEvent.click(within(viewer).getByRole('button', { name: '放大' }));
    await waitFor(() => expect(level()).toBeGreaterThan(fitted));
    await waitFor(() => expect(pane.scrollWidth).toBeGreaterThan(pane.clientWidth));
    const box = pane.getBoundingClientRect();
    const before = pane.scrollLeft;
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pane, coords: { clientX: x, clientY: y } },
      { target: pane, coords: { clientX: x - 120, clientY: y - 40 } },
      { keys: '[/MouseLeft]', target: pane },
    ]);
    await expect(pane.scrollLeft).toBe(Math.min(before + 120, pane.scrollWidth - pane.clientWidth));

    pane.focus();
    const zoomed = level();
    await userEvent.keyboard('-');
    await waitFor(() => expect(level()).toBeLessThan(zoomed));
    await userEvent.keyboard('0');
    await waitFor(() => expect(level()).toBe(fitted));
    await userEvent.click(within(viewer).getByRole('button', { name: '适合页面' }));
    await waitFor(() => expect(page.getBoundingClientRect().height).toBeLessThanOrEqual(pane.clientHeight));
  },
};

/** The batches cannot be loaded: the server's message, and a retry that loads them. */
export const LoadFailure: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        quickApproval: {
          batches: (context) => {
            if (!refusedOnce.has(context.store)) {
              refusedOnce.add(context.store);
              refuse(FixtureCode.Error, '签章批次暂时无法读取');
            }
            const answer = fixtureResolvers.quickApproval?.batches;
            if (!answer) throw new Error('the fixture answers quickApproval.batches');
            return answer(context);
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const title = await screen.findByText('签章批次加载失败', {}, { timeout: 5000 });
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is an alert');
    await expect(alert).toHaveTextContent('签章批次暂时无法读取');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await batchRegion('批次1')).toBeVisible();
  },
};

/** English (en-US): titles, counts, the hint and the rule's message. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { files: [COVER] },
  parameters: { fixtureApi: { setup: addCover } satisfies FixtureApiParameters },
  play: async () => {
    const batch = await batchRegion('Batch 1');
    await expect(within(batch).getByText('1 drawing')).toBeVisible();
    await expect(within(batch).getByText(/could not be recognised/)).toBeVisible();
    await expect(screen.getByText('Select at least one approver')).toBeVisible();
    await expect(within(batch).getByRole('button', { name: /Registration stamp$/ })).toBeVisible();
    await expect(within(batch).getByRole('button', { name: 'View drawings' })).toBeVisible();
  },
};
