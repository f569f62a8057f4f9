import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { confirmTones, useConfirm } from './ConfirmProvider';
import { Dialog, type DialogProps } from './Dialog';
import { DialogTrigger } from './index';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs', 'vrt'],
  args: {
    title: '新建项目',
    children: '项目创建后，设计、校对、审核人员可在项目中上传图纸并发起审批。',
    onOk: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { footer: { control: false }, children: { control: 'text' } },
  // react-aria's live announcer is a page-wide singleton that keeps a pending button's announcement
  // for 7 s, referencing the button's label. Each story unmounts its dialog, label included; clear
  // the announcer between stories so one story's leftovers are not checked against the next.
  beforeEach: () => () => {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trigger button and the dialog, in a RAC `DialogTrigger`. */
function WithTrigger({ label = '新建项目', ...props }: DialogProps & { label?: string }) {
  return (
    <DialogTrigger>
      <Button variant="primary">{label}</Button>
      <Dialog {...props} />
    </DialogTrigger>
  );
}

/** Overlays fade in: wait for the end of the animation before asserting visibility. */
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Opened by its trigger; cancel calls `onCancel`, ok calls `onOk`; either closes it. A click outside does not. */
export const Basic: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '新建项目' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '新建项目' });
    await expectVisible(within(dialog).getByText(/项目创建后/));
    await expectVisible(within(dialog).getByRole('button', { name: '关闭' }));

    // Not dismissable by default: a click on the mask leaves it open.
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitForClosed();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOk).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitForClosed();
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Controlled with `isOpen`/`onOpenChange`, the way the product's pages hold their dialogs. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>编辑项目</Button>
        <span style={{ marginInlineStart: 8 }}>{isOpen ? '对话框已打开' : '对话框已关闭'}</span>
        <Dialog
          {...args}
          title="编辑项目"
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑项目' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑项目' });
    await expect(canvas.getByText('对话框已打开')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitForClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByText('对话框已关闭')).toBeInTheDocument();
  },
};

/**
 * Under `prefers-reduced-motion` the dialog opens without its fade and zoom: the rule names the entering state,
 * which a plain class rule does not outweigh (a pending zoom at opacity 0 made content read as hidden).
 */
export const ReducedMotion: Story = {
  tags: ['!vrt'],
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建项目' }));
    const dialog = await screen.findByRole('dialog', { name: '新建项目' });
    const modal = dialog.parentElement as HTMLElement;
    const animations = [modal, modal.parentElement as HTMLElement].map(
      (element) => getComputedStyle(element).animationName,
    );
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(animations).toEqual(['none', 'none']);
      await expect(within(dialog).getByText(/项目创建后/)).toBeVisible();
    } else {
      await expectVisible(within(dialog).getByText(/项目创建后/));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitForClosed();
  },
};

/** The product's dialogs are 800px wide. */
export const Width800: Story = {
  args: { width: 800, defaultOpen: true, title: '图纸详情' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '图纸详情' });
    await expect(dialog.offsetWidth).toBe(800);
  },
};

/** A width in % is of the viewport: the approval file dialog is 60%. */
export const WidthPercent: Story = {
  args: { width: '60%', defaultOpen: true, title: '审批文件' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '审批文件' });
    await expect(dialog.offsetWidth).toBeCloseTo(window.innerWidth * 0.6, -1);
  },
};

const saveDraft = fn();

/** A footer of one's own: a function gets `ok`, `cancel` and `close`. */
export const CustomFooter: Story = {
  beforeEach: () => {
    saveDraft.mockClear();
  },
  args: {
    defaultOpen: true,
    title: '发起审批',
    children: '将图纸「A-101 首层平面图」提交给李娜校对。',
    footer: ({ ok, close, isOkPending }) => (
      <>
        <Button
          onPress={() => {
            saveDraft();
            close();
          }}
        >
          存为草稿
        </Button>
        <Button variant="primary" isPending={isOkPending} onPress={ok}>
          提交审批
        </Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '发起审批' });
    await expect(within(dialog).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交审批' }));
    await waitForClosed();
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(saveDraft).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** `footer={null}`: no buttons; the close icon (or Escape) closes it. */
export const NoFooter: Story = {
  args: { defaultOpen: true, footer: null, title: '项目成员', children: '张伟（设计）、李娜（校对）、王强（审核）' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '项目成员' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitForClosed();
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Ends the save AsyncOk's `onOk` started (the play decides when, so no press races a timer). */
let finishSaving = () => {};

/** `onOk` returns a promise: the ok button is pending until it resolves, then the dialog closes. */
export const AsyncOk: Story = {
  args: {
    defaultOpen: true,
    title: '保存项目',
    onOk: fn(
      () =>
        new Promise<void>((resolve) => {
          finishSaving = resolve;
        }),
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '保存项目' });
    const ok = within(dialog).getByRole('button', { name: /确定/ });
    await userEvent.click(ok);
    await expect(within(ok).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Presses while pending are ignored.
    await userEvent.click(ok);
    await expect(args.onOk).toHaveBeenCalledOnce();
    finishSaving();
    await waitForClosed();
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** `onOk` rejects: the dialog stays open, the ok button usable again, and the page shows the error. */
export const OkRejects: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string | null>(null);
    return (
      <Dialog
        {...args}
        defaultOpen
        title="重命名图纸"
        onOk={async () => {
          args.onOk?.();
          await new Promise((resolve) => setTimeout(resolve, 100));
          setError('保存失败：名称“A-101 首层平面图”已存在');
          throw new Error('duplicate name');
        }}
      >
        <p>图纸名称：A-101 首层平面图</p>
        {error ? <p role="alert">{error}</p> : null}
      </Dialog>
    );
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '重命名图纸' });
    const ok = within(dialog).getByRole('button', { name: /确定/ });
    await userEvent.click(ok);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('已存在');
    await waitFor(() => expect(within(ok).queryByRole('progressbar')).not.toBeInTheDocument());
    await expectVisible(screen.getByRole('dialog', { name: '重命名图纸' }));
    await expect(ok).toBeEnabled();
    await expect(args.onOk).toHaveBeenCalledOnce();
  },
};

/** The ok button disabled through `okButtonProps`. */
export const OkDisabled: Story = {
  args: { defaultOpen: true, title: '删除项目', okButtonProps: { isDisabled: true, danger: true }, okText: '删除' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '删除项目' });
    const ok = within(dialog).getByRole('button', { name: '删除' });
    await expect(ok).toBeDisabled();
    await userEvent.click(ok, { pointerEventsCheck: 0 });
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

/** The body is loading: a skeleton, the body busy, the ok button disabled. */
export const Loading: Story = {
  args: { defaultOpen: true, isPending: true, title: '项目详情' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '项目详情' });
    await expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await expect(within(dialog).queryByText(/项目创建后/)).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

const drawings = Array.from(
  { length: 40 },
  (_, i) => `A-${String(101 + i)} 第${i + 1}层平面图，设计：张伟，校对：李娜`,
);

/** A long body scrolls inside the dialog; header and footer stay in view; the body is keyboard-scrollable. */
export const LongBody: Story = {
  args: {
    defaultOpen: true,
    title: '图纸目录',
    children: (
      <ol>
        {drawings.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ol>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '图纸目录' });
    const ok = within(dialog).getByRole('button', { name: '确定' });
    const body = within(dialog).getByText(/A-101/).closest('[data-scrollable]') as HTMLElement;
    await expect(body).not.toBeNull();
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(ok.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Tab order: the close button, then the scrolling body, then the footer.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await expect(body).toHaveFocus();
    // Scrolled to the end, the last drawing comes into the body's view.
    const last = within(dialog).getByText(/A-140/);
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(body.getBoundingClientRect().bottom);
    body.scrollTop = body.scrollHeight;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(body.getBoundingClientRect().bottom),
    );
  },
};

/** Clicking outside closes a dismissable dialog (and counts as cancel). */
export const Dismissable: Story = {
  args: { defaultOpen: true, isDismissable: true, title: '项目说明' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '项目说明' });
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await waitForClosed();
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab stays inside the open dialog; Escape closes it and focus returns to the trigger. */
export const EscapeReturnsFocus: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '新建项目' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '新建项目' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** An approval dialog whose 通过 button goes once passed, opening a nested remark dialog first when `nested`. */
function PassingDialog({ nested }: { nested: boolean }) {
  const [passed, setPassed] = useState(false);
  const [remarkOpen, setRemarkOpen] = useState(false);
  return (
    <>
      <Dialog title="审批详情" defaultOpen footer={null}>
        <p>{passed ? '审批已通过' : '待我审批'}</p>
        <Button>查看审批文件</Button>
        {passed ? null : (
          <Button variant="primary" onPress={() => (nested ? setRemarkOpen(true) : setPassed(true))}>
            通过
          </Button>
        )}
      </Dialog>
      <Dialog
        title="通过审批"
        isOpen={remarkOpen}
        onOpenChange={setRemarkOpen}
        okText="确认通过"
        onOk={() => setPassed(true)}
      >
        审批意见：同意
      </Dialog>
    </>
  );
}

/** The focused button goes (the approval is passed): the focus comes back to the dialog, so Escape still closes it. */
export const FocusedButtonGoes: Story = {
  tags: ['!vrt'],
  render: () => <PassingDialog nested={false} />,
  play: async () => {
    const detail = await screen.findByRole('dialog', { name: '审批详情' });
    const pass = within(detail).getByRole('button', { name: '通过' });
    pass.focus();
    await userEvent.keyboard('{Enter}');
    await within(detail).findByText('审批已通过');
    await waitFor(() => expect(detail.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
  },
};

/**
 * A nested dialog closes after the button that opened it went: the focus comes back to the dialog below it; with
 * its opener still there, the focus goes back to the opener as usual.
 */
export const NestedOpenerGoes: Story = {
  tags: ['!vrt'],
  render: () => <PassingDialog nested />,
  play: async () => {
    const detail = await screen.findByRole('dialog', { name: '审批详情' });
    await userEvent.click(within(detail).getByRole('button', { name: '通过' }));
    let remark = await screen.findByRole('dialog', { name: '通过审批' });
    await userEvent.click(within(remark).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(within(detail).getByRole('button', { name: '通过' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    remark = await screen.findByRole('dialog', { name: '通过审批' });
    await userEvent.click(within(remark).getByRole('button', { name: '确认通过' }));
    await within(detail).findByText('审批已通过');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通过审批' })).not.toBeInTheDocument());
    await waitFor(() => expect(detail).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
  },
};

/** Escape can be turned off for dialogs that must be answered. */
export const KeyboardDismissDisabled: Story = {
  args: { defaultOpen: true, isKeyboardDismissDisabled: true, title: '签署协议' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '签署协议' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expectVisible(screen.getByRole('dialog', { name: '签署协议' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

const onConfirmResult = fn();

function DeleteDrawing() {
  const confirm = useConfirm();
  const [result, setResult] = useState('');
  return (
    <>
      <Button
        danger
        onPress={async () => {
          const confirmed = await confirm({
            title: '确定删除图纸「A-101 首层平面图」吗？',
            content: '删除后审批记录将一并移除，且不可恢复。',
            okText: '删除',
            danger: true,
            tone: 'error',
          });
          onConfirmResult(confirmed);
          setResult(confirmed ? '图纸已删除' : '已取消删除');
        }}
      >
        删除图纸
      </Button>
      <output style={{ marginInlineStart: 8 }}>{result}</output>
    </>
  );
}

/**
 * `useConfirm()` from the provider (no static `Modal.confirm`): an alertdialog whose promise
 * resolves `false` on cancel and `true` on ok.
 */
export const Confirm: Story = {
  beforeEach: () => {
    onConfirmResult.mockClear();
  },
  render: () => <DeleteDrawing />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '删除图纸' });
    await userEvent.click(trigger);
    let alert = await screen.findByRole('alertdialog', { name: '确定删除图纸「A-101 首层平面图」吗？' });
    await expect(alert).toHaveAccessibleDescription('删除后审批记录将一并移除，且不可恢复。');
    await userEvent.click(within(alert).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(onConfirmResult).toHaveBeenCalledWith(false));
    await expect(canvas.getByText('已取消删除')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    alert = await screen.findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onConfirmResult).toHaveBeenLastCalledWith(true));
    await expect(onConfirmResult).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('图纸已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Escape answers a confirm with `false`. */
export const ConfirmEscape: Story = {
  beforeEach: () => {
    onConfirmResult.mockClear();
  },
  render: () => <DeleteDrawing />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除图纸' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onConfirmResult).toHaveBeenCalledWith(false));
    await expect(canvas.getByText('已取消删除')).toBeInTheDocument();
  },
};

const toneLabels = { info: '提示', warning: '警告', error: '错误', success: '成功' } as const;

function ToneConfirm({ tone }: { tone: keyof typeof toneLabels }) {
  const confirm = useConfirm();
  return (
    <Button
      onPress={() =>
        confirm({
          tone,
          title: `${toneLabels[tone]}：确定提交审批吗？`,
          content: '提交后将通知校对人李娜（138 0013 8000）。',
        })
      }
    >
      {toneLabels[tone]}
    </Button>
  );
}

/** The confirm's tones: info, warning (the default), error, success; each still an alertdialog. */
export const ConfirmTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {confirmTones.map((tone) => (
        <ToneConfirm key={tone} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of ['提示', '错误', '成功']) {
      await userEvent.click(canvas.getByRole('button', { name: tone }));
      const alert = await screen.findByRole('alertdialog', { name: `${tone}：确定提交审批吗？` });
      await userEvent.click(within(alert).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    // The last one stays open for the picture.
    await userEvent.click(canvas.getByRole('button', { name: '警告' }));
    await expectVisible(await screen.findByRole('alertdialog', { name: '警告：确定提交审批吗？' }));
  },
};
