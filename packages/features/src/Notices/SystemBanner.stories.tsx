import { SYSTEM_MESSAGE_DISMISSED_KEY } from '@atelier/api';
import { setFixtureSystemMessage } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi } from '../testing';
import { SystemBanner } from './SystemBanner';

/** A storage of its own per story, so that one story's dismissal does not hide another's banner. */
const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

const MESSAGE = { id: 'sys-1', content: '系统将于今晚 22:00-23:00 升级维护，期间可能无法登录，请提前保存工作。' };
const withMessage = {
  fixtureApi: { setup: (store) => setFixtureSystemMessage(store, MESSAGE) } satisfies FixtureApiParameters,
};

const meta = {
  title: 'Features/Notices/SystemBanner',
  component: SystemBanner,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof SystemBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operator's message across the top, with a close button. */
export const Shown: Story = {
  tags: ['vrt'],
  args: { storage: memory() },
  parameters: withMessage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGE.content, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '关闭系统消息' })).toBeVisible();
  },
};

/** Closed: gone, and its id remembered, so it stays hidden when the page loads again. */
export const Dismiss: Story = {
  args: { storage: memory() },
  parameters: withMessage,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '关闭系统消息' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.queryByText(MESSAGE.content)).toBeNull());
    await expect(args.storage?.getItem(SYSTEM_MESSAGE_DISMISSED_KEY)).toBe(MESSAGE.id);
  },
};

let asked = 0;

/** This message was dismissed before on this browser: nothing shows. */
export const AlreadyDismissed: Story = {
  args: { storage: memory({ [SYSTEM_MESSAGE_DISMISSED_KEY]: MESSAGE.id }) },
  parameters: {
    fixtureApi: {
      resolvers: {
        notice: {
          systemInformation: () => {
            asked += 1;
            return MESSAGE;
          },
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    // The message was asked for and answered; soon after, React has drawn whatever it draws for it.
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[role="alert"], [role="status"]')).toBeNull();
    await expect(canvasElement.textContent).not.toContain(MESSAGE.content);
  },
};

/** A new message (a new id) shows even though the previous one was dismissed. */
export const NewMessage: Story = {
  args: { storage: memory({ [SYSTEM_MESSAGE_DISMISSED_KEY]: 'sys-0' }) },
  parameters: withMessage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGE.content, {}, { timeout: 5000 })).toBeVisible();
  },
};
