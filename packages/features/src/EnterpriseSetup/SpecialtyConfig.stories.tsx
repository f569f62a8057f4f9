import { EnterpriseSetupMessage, SETUP_NAME_MAX } from '@atelier/api';
import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, toastShown } from '../testing';
import { SpecialtyConfig } from './SpecialtyConfig';

const meta = {
  title: 'Features/EnterpriseSetup/SpecialtyConfig',
  component: SpecialtyConfig,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof SpecialtyConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** The firm's specialties, each with rename and delete. */
export const List: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '专业设置' })).toBeVisible();
    await expect(await canvas.findByText('给排水', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重命名 建筑' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 电气' })).toBeVisible();
  },
};

/** Adding one: the name rule first, then the new row and a toast. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新增专业' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await form.findByText(EnterpriseSetupMessage.SpecialtyNameRequired)).toBeVisible();
    // The field takes at most 30 characters (the rule's limit): the 31st is not typed.
    await userEvent.type(form.getByRole('textbox', { name: /专业名称/ }), '专'.repeat(31));
    await expect(form.getByRole('textbox', { name: /专业名称/ })).toHaveValue('专'.repeat(SETUP_NAME_MAX));
    await userEvent.clear(form.getByRole('textbox', { name: /专业名称/ }));
    await userEvent.type(form.getByRole('textbox', { name: /专业名称/ }), '景观');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('专业已新增')).toBeVisible(), { timeout: 5000 });
    await expect(await canvas.findByText('景观', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};

/** A name already used: the server's warning, and the dialog keeps what was typed. */
export const NameTaken: Story = {
  tags: ['vrt-992'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增专业' }));
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: /专业名称/ }), '结构');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText(EnterpriseSetupMessage.SpecialtyNameTaken)).toBeVisible(), {
      timeout: 5000,
    });
    await expect(form.getByRole('textbox', { name: /专业名称/ })).toHaveValue('结构');
    await closeToasts();
  },
};

/** Renaming one. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重命名 暖通' }, { timeout: 5000 }));
    const form = within(await dialog());
    const field = form.getByRole('textbox', { name: /专业名称/ });
    await expect(field).toHaveValue('暖通');
    await userEvent.clear(field);
    await userEvent.type(field, '暖通空调');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('暖通空调', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};

/** Deleting a specialty people work in: refused with the reason. */
export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '删除 建筑' }, { timeout: 5000 }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除专业' });
    // The question fades in with the dialog (opacity 0 on its first frame): visible once the animation has run.
    await waitFor(() => expect(within(confirm).getByText('确定删除专业“建筑”吗？')).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    // The refusal's toast, after the fixture's answer (the shared wait on a loaded machine).
    await toastShown(EnterpriseSetupMessage.SpecialtyInUse);
    await closeToasts();
  },
};

/** A new firm without specialties: the empty state says what to add. */
export const Empty: Story = {
  tags: ['vrt'],
  parameters: {
    fixtureApi: {
      setup: (store: FixtureStore) => {
        store.state.specialties.splice(0);
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('暂无专业，请点击“新增专业”添加建筑、结构等专业', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The list failed to load. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { enterprise: { specialties: () => refuse(FixtureCode.Error, '服务器开小差了') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载失败，请稍后重试', {}, { timeout: 5000 })).toBeVisible();
    await closeToasts();
  },
};
