import { FixtureCode, type Resolvers, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import type { StampImageUploadProps, StampImageValue } from './interface';
import { StampImageUpload } from './StampImageUpload';
import { gifFile, pickImage, sealPng, tooLargePng, tooSmallPng } from './storyFiles';

/** The upload with its value kept in state, as a form holds it; `initial` starts it with an image. */
function Harness({ initial, ...props }: Omit<StampImageUploadProps, 'value'> & { initial?: StampImageValue }) {
  const [value, setValue] = useState<StampImageValue | null>(initial ?? null);
  return (
    <div style={{ maxWidth: 560 }}>
      <StampImageUpload
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
  title: 'Features/StampImageUpload',
  component: StampImageUpload,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { value: null, onChange: fn() },
  render: (args) => <Harness onChange={args.onChange} />,
} satisfies Meta<typeof StampImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploadsOf = (context: Parameters<typeof fixtureApiOf>[0]) => fixtureApiOf(context).store.state.stampImages.size;

/** Nothing picked yet: the drop area with the allowed types and size. */
export const Empty: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '印章图片' })).toBeVisible();
    await expect(canvas.getByText('支持PNG、JPG格式，不超过2MB，建议使用透明背景')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A PNG is checked, uploaded and shown on the checkerboard with the size the server read. */
export const UploadPng: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await pickImage(canvasElement, await sealPng());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ image: expect.objectContaining({ width: 200, height: 200 }) }),
    );
    await expect(await canvas.findByRole('img', { name: '印章图片预览' })).toBeVisible();
    await expect(canvas.getByText('200×200像素')).toBeVisible();
    await expect(canvas.getByText('棋盘格处为透明背景')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '更换图片' })).toBeVisible();
    await expect(uploadsOf(context)).toBe(1);
  },
};

/** A GIF is refused here, before anything is sent; the image in use stays. */
export const BadFormatGif: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await pickImage(canvasElement, await sealPng());
    await canvas.findByRole('img', { name: '印章图片预览' });
    await pickImage(canvasElement, gifFile());
    await expect(await canvas.findByText('请上传PNG或JPG格式的图片')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '印章图片预览' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(uploadsOf(context)).toBe(1);
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Over 2 MB: refused with the rule's message, nothing sent. */
export const TooLarge: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pickImage(context.canvasElement, tooLargePng());
    await expect(await canvas.findByText('图片大小不能超过2MB')).toBeVisible();
    await expect(uploadsOf(context)).toBe(0);
    await expect(context.args.onChange).not.toHaveBeenCalled();
  },
};

/** Under 32×32 pixels: refused with the rule's message. */
export const TooSmall: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pickImage(context.canvasElement, tooSmallPng());
    await expect(await canvas.findByText('图片尺寸不能小于32×32像素')).toBeVisible();
    await expect(uploadsOf(context)).toBe(0);
  },
};

/** The server refuses the image (it decodes it whole): its message shows, no retry offered. */
export const ServerRefused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        stamp: { uploadImage: () => refuse(FixtureCode.Error, '图片已损坏，无法读取') },
      } satisfies Resolvers,
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickImage(canvasElement, await sealPng());
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('图片已损坏，无法读取')).toBeVisible();
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The request never gets an answer: the picked file is kept, and 重试 sends it again. */
export const NetworkFailureRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/stamp/v2/uploadStampImage', () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickImage(canvasElement, await sealPng());
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('网络异常，图片上传失败，请重试')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('img', { name: '印章图片预览' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** An uploaded image can be removed. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickImage(canvasElement, await sealPng());
    await canvas.findByRole('img', { name: '印章图片预览' });
    await userEvent.click(canvas.getByRole('button', { name: '删除图片' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.queryByRole('img', { name: '印章图片预览' })).toBeNull());
  },
};
