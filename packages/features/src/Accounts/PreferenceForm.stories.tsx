import { AccountSettingsMessage, DefaultPage, PreferredLanguage } from '@atelier/api';
import { FixtureCode, type FixtureStore, fixtureSession, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf, pickOption } from '../testing';
import { PreferenceForm } from './PreferenceForm';

const meta = {
  title: 'Features/Accounts/PreferenceForm',
  component: PreferenceForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onSaved: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof PreferenceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: '偏好设置' }, { timeout: 5000 }));

/** Never saved: 简体中文 and 工作台; nothing to save yet. */
export const Defaults: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: /语言/ })).toHaveTextContent('简体中文');
    await expect(form.getByRole('button', { name: /登录后默认页面/ })).toHaveTextContent('工作台');
    await expect(form.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** A new default page and language saved on the server; the caller gets them to apply. */
export const Saved: Story = {
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    await pickOption(context.canvasElement, /登录后默认页面/, '项目中心');
    await pickOption(context.canvasElement, /语言/, 'English');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText(AccountSettingsMessage.PreferenceSaved)).toBeVisible());
    const saved = { language: PreferredLanguage.English, defaultPage: DefaultPage.ProjectCenter };
    await expect(context.args.onSaved).toHaveBeenCalledWith(saved);
    const { store } = fixtureApiOf(context);
    await expect(store.userSettings(store.user(fixtureSession.userId))).toEqual(saved);
    await closeToasts();
  },
};

/** What was saved before is what the form shows. */
export const Remembered: Story = {
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        store.addUserSetting(store.user(fixtureSession.userId), { defaultPage: DefaultPage.Workflow });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: /登录后默认页面/ })).toHaveTextContent('流程中心');
  },
};

/** The settings cannot be loaded: the message and 重试. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: { resolvers: { user: { getUserSetting: () => refuse(FixtureCode.Error, '设置服务不可用') } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('偏好设置加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};
