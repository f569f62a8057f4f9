import {
  AccountSettingsMessage,
  AVATAR_FORMAT,
  AVATAR_TOO_LARGE,
  EMAIL_INVALID,
  PERSON_NAME_INVALID,
} from '@atelier/api';
import { FixtureCode, fixtureSession, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf } from '../testing';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Features/Accounts/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onSaved: fn() },
  decorators: [(Story) => <div style={{ width: 520 }}>{Story()}</div>, ...fixtureApi.decorators],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = within(await canvas.findByRole('form', { name: '基本信息' }, { timeout: 5000 }));
  return {
    canvas,
    form,
    realname: form.getByRole('textbox', { name: /姓名/ }),
    email: form.getByRole('textbox', { name: /邮箱/ }),
    save: form.getByRole('button', { name: '保存' }),
  };
}

const PNG = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], '我.png');
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the avatar picker has a file input');
  return input;
};

/** The person's name, email, user name and phone; no avatar yet: the name's initial. */
export const Loaded: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await expect(f.realname).toHaveValue('陈建国');
    await expect(f.canvas.getByRole('img', { name: '未设置头像' })).toHaveTextContent('陈');
    await expect(f.canvas.getByText('支持JPG、JPEG、PNG格式，大小不超过500KB')).toBeVisible();
  },
};

/** Saved: a toast, the user info refetched (the navbar follows), onSaved called with it. */
export const Saved: Story = {
  play: async (context) => {
    const f = await fields(context.canvasElement);
    await userEvent.clear(f.realname);
    await userEvent.type(f.realname, '陈建华');
    await userEvent.clear(f.email);
    await userEvent.type(f.email, 'chen@example.com');
    await userEvent.click(f.save);
    await waitFor(() => expect(screen.getByText(AccountSettingsMessage.ProfileSaved)).toBeVisible());
    await expect(context.args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ realname: '陈建华' }));
    const { store } = fixtureApiOf(context);
    await expect(store.user(fixtureSession.userId).realname).toBe('陈建华');
    await closeToasts();
  },
};

/** The shared rules under their fields (a one-character name, a malformed email); nothing typed is lost. */
export const Refusals: Story = {
  play: async ({ canvasElement, args }) => {
    const f = await fields(canvasElement);
    await userEvent.clear(f.realname);
    await userEvent.type(f.realname, '陈');
    await userEvent.click(f.save);
    await expect(await f.form.findByText(PERSON_NAME_INVALID)).toBeVisible();
    await userEvent.type(f.realname, '建国');
    await userEvent.clear(f.email);
    await userEvent.type(f.email, 'chen@');
    await userEvent.click(f.save);
    await expect(await f.form.findByText(EMAIL_INVALID)).toBeVisible();
    await expect(f.email).toHaveValue('chen@');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A refusal of the server's: the shared handling's toast says it, nothing typed is lost. */
export const ServerRefusal: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        user: {
          updateProfile: () => refuse(FixtureCode.Error, PERSON_NAME_INVALID),
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.realname, '一');
    await userEvent.click(f.save);
    await waitFor(() => expect(screen.getByText(PERSON_NAME_INVALID)).toBeVisible(), { timeout: 5000 });
    await expect(f.realname).toHaveValue('陈建国一');
    await closeToasts();
  },
};

/** A PNG becomes the avatar; removing it brings the initial back. */
export const Avatar: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.upload(fileInput(canvasElement), PNG());
    await waitFor(() => expect(screen.getByText(AccountSettingsMessage.AvatarSaved)).toBeVisible());
    await expect(await f.canvas.findByRole('img', { name: '头像' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await userEvent.click(f.canvas.getByRole('button', { name: '删除头像' }));
    await waitFor(() => expect(screen.getByText(AccountSettingsMessage.AvatarRemoved)).toBeVisible());
    await expect(await f.canvas.findByRole('img', { name: '未设置头像' })).toBeVisible();
    await closeToasts();
  },
};

/** Another type, or 500 KB, is refused before sending; a GIF named .png is refused by the server's content check. */
export const AvatarRefused: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['GIF89a'], '我.gif'));
    await expect(await f.canvas.findByText(AVATAR_FORMAT)).toBeVisible();
    const large = PNG();
    Object.defineProperty(large, 'size', { value: 500 * 1024 });
    await userEvent.upload(fileInput(canvasElement), large);
    await expect(await f.canvas.findByText(AVATAR_TOO_LARGE)).toBeVisible();
    // The server's refusal is announced by the shared handling, in a toast.
    await userEvent.upload(fileInput(canvasElement), new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38])], '我.png'));
    await waitFor(() => expect(screen.getByText(AVATAR_FORMAT)).toBeVisible(), { timeout: 5000 });
    await expect(f.canvas.queryByRole('img', { name: '头像' })).not.toBeInTheDocument();
    await closeToasts();
  },
};
