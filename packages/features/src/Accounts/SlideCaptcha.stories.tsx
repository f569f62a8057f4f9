import { CaptchaMessage, captchaMessageEn, SLIDE_MAX_X } from '@atelier/api';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureApi, fixtureApiOf } from '../testing';
import { SLIDE_PAGE_STEP } from './captchaModel';
import { SlideCaptcha } from './SlideCaptcha';

const meta = {
  title: 'Features/Accounts/SlideCaptcha',
  component: SlideCaptcha,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onPassed: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof SlideCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slider once its first challenge has loaded, and the fixture's record of that challenge. */
async function shown(context: StoryContext, name: string | RegExp = CaptchaMessage.Label) {
  const { store } = fixtureApiOf(context);
  const canvas = within(context.canvasElement);
  const slider = await canvas.findByRole('slider', { name });
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  const challenge = store.lastSlideChallenge();
  if (!challenge) throw new Error('no challenge issued');
  return { canvas, slider, challenge, store };
}

/** Moves the piece to `x` with the keys a keyboard user would press: Page Up by tens, then arrows. */
async function moveByKeys(slider: HTMLElement, x: number) {
  slider.focus();
  await userEvent.keyboard('{Home}');
  const pages = Math.floor(x / SLIDE_PAGE_STEP);
  if (pages > 0) await userEvent.keyboard(`{PageUp>${pages}/}`);
  const rest = x - pages * SLIDE_PAGE_STEP;
  if (rest > 0) await userEvent.keyboard(`{ArrowRight>${rest}/}`);
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
}

/** Shown: the picture with its gap, the piece at the left, the slider labelled and described, nothing announced. */
export const Shown: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvas, slider } = await shown(context);
    await expect(canvas.getByRole('group', { name: CaptchaMessage.Label })).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', String(SLIDE_MAX_X));
    await expect(slider).toHaveAttribute('aria-valuetext', `已移动 0 / ${SLIDE_MAX_X} 像素`);
    await expect(slider).toHaveAccessibleDescription(CaptchaMessage.Instructions);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: CaptchaMessage.Refresh })).toBeEnabled();
  },
};

/** Passed by keyboard: the piece moved onto the gap with Page Up and the arrows, Enter checks; the token goes out. */
export const PassedByKeyboard: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvas, slider, challenge } = await shown(context);
    await moveByKeys(slider, challenge.xPosition + 2);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(CaptchaMessage.Passed));
    await expect(context.args.onPassed).toHaveBeenCalledWith(challenge.token);
    await expect(canvas.getByRole('slider', { name: CaptchaMessage.Passed })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: CaptchaMessage.Refresh })).toBeNull();
  },
};

/** Passed by dragging the thumb with the mouse and letting go over the gap. */
export const PassedByDragging: Story = {
  play: async (context) => {
    const { canvas, slider, challenge } = await shown(context);
    const box = slider.getBoundingClientRect();
    const start = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: start.x, clientY: start.y } },
      { target: slider, coords: { clientX: start.x + challenge.xPosition / 2, clientY: start.y } },
      { target: slider, coords: { clientX: start.x + challenge.xPosition, clientY: start.y } },
      { keys: '[/MouseLeft]', target: slider, coords: { clientX: start.x + challenge.xPosition, clientY: start.y } },
    ]);
    await expect(await canvas.findByText(CaptchaMessage.Passed, { selector: '[role="status"]' })).toBeVisible();
    await expect(context.args.onPassed).toHaveBeenCalledWith(challenge.token);
  },
};

/**
 * Failed and renewed: the piece dropped far from the gap is refused; the message says a new picture is shown, the
 * slider is back at the start with the focus still on it, and the new challenge is another one.
 */
export const FailedAndRenewed: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvas, slider, challenge, store } = await shown(context);
    await moveByKeys(slider, challenge.xPosition > 150 ? 10 : SLIDE_MAX_X);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(CaptchaMessage.Failed)).toBeVisible();
    await waitFor(() => expect(store.slideChallenges).toHaveLength(2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveFocus();
    await expect(store.slideChallenges[0]?.passed).toBe(false);
    await expect(context.args.onPassed).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(CaptchaMessage.Failed);
  },
};

/** After a failure the new challenge passes, and its token (not the failed one's) goes out. */
export const PassedAfterFailure: Story = {
  play: async (context) => {
    const { canvas, slider, challenge, store } = await shown(context);
    await moveByKeys(slider, challenge.xPosition > 150 ? 10 : SLIDE_MAX_X);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(store.slideChallenges).toHaveLength(2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    await moveByKeys(slider, store.lastSlideChallenge()?.xPosition ?? 0);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(CaptchaMessage.Passed, { selector: '[role="status"]' })).toBeVisible();
    await expect(context.args.onPassed).toHaveBeenCalledWith(store.lastSlideChallenge()?.token);
    await expect(context.args.onPassed).toHaveBeenCalledTimes(1);
  },
};

/** 换一张: a new picture on request, without a failure's message. */
export const NewPicture: Story = {
  play: async (context) => {
    const { canvas, slider, store } = await shown(context);
    await moveByKeys(slider, 30);
    await userEvent.click(canvas.getByRole('button', { name: CaptchaMessage.Refresh }));
    // Generous and read afresh: on a loaded machine the new picture's answer can take seconds (a check run met it).
    await waitFor(() => expect(store.slideChallenges).toHaveLength(2), { timeout: 15_000 });
    await waitFor(
      () => expect(canvas.getByRole('slider', { name: CaptchaMessage.Label })).toHaveAttribute('aria-valuenow', '0'),
      { timeout: 15_000 },
    );
    // The fixture holds the second challenge before its answer reaches the slider (正在加载验证图片 until then).
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 15_000 });
  },
};

/** English (en-US): the label, the instructions, the value's text and the outcome. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async (context) => {
    const { canvas, slider, challenge } = await shown(context, captchaMessageEn.Label);
    await expect(slider).toHaveAccessibleDescription(captchaMessageEn.Instructions);
    await expect(slider).toHaveAttribute('aria-valuetext', `Moved 0 of ${SLIDE_MAX_X} pixels`);
    await moveByKeys(slider, challenge.xPosition);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(captchaMessageEn.Passed, { selector: '[role="status"]' })).toBeVisible();
  },
};

/**
 * The way in without the slider (the password login's): whoever cannot see the gap or drag (a screen reader, the
 * keyboard alone) is told, in the captcha's visible text and its accessible description, that an SMS code works
 * instead, with a button that switches to 手机登录.
 */
export const SmsInstead: Story = {
  tags: ['vrt'],
  args: { onUseSms: fn() },
  play: async (context) => {
    const { canvas, slider } = await shown(context);
    const group = canvas.getByRole('group', { name: CaptchaMessage.Label });
    await expect(group).toHaveAccessibleDescription(CaptchaMessage.SmsInstead);
    await expect(canvas.getByText(CaptchaMessage.SmsInstead)).toBeVisible();
    // The slider says it too, after how to use it: a screen reader lands on the slider first.
    await expect(slider).toHaveAccessibleDescription(`${CaptchaMessage.Instructions} ${CaptchaMessage.SmsInstead}`);
    // Reached from the slider with Tab, pressed with Enter: the keyboard alone is enough.
    slider.focus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: CaptchaMessage.UseSms });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onUseSms).toHaveBeenCalledTimes(1);
    await expect(context.args.onPassed).not.toHaveBeenCalled();
  },
};

/** The same in English. */
export const SmsInsteadEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { onUseSms: fn() },
  play: async (context) => {
    const { canvas } = await shown(context, captchaMessageEn.Label);
    await expect(canvas.getByRole('group', { name: captchaMessageEn.Label })).toHaveAccessibleDescription(
      captchaMessageEn.SmsInstead,
    );
    await userEvent.click(canvas.getByRole('button', { name: captchaMessageEn.UseSms }));
    await expect(context.args.onUseSms).toHaveBeenCalledTimes(1);
  },
};

/** Without another way in (the SMS-code login's own slider): no such sentence, no button. */
export const WithoutSmsInstead: Story = {
  play: async (context) => {
    const { canvas } = await shown(context);
    await expect(canvas.queryByText(CaptchaMessage.SmsInstead)).toBeNull();
    await expect(canvas.queryByRole('button', { name: CaptchaMessage.UseSms })).toBeNull();
  },
};
