import { NAME_REQUIRED, NAME_SPECIAL_CHARACTERS, PublishCatalogMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { PrintShopList } from './PrintShopList';

/*
 * The fixture firm has two print shops: 杭州蓝图数码快印 (the one the passed publish approval a-007 sends its drawings
 * to, so it cannot be deleted) and 杭州西湖晒图中心. The session (陈建国) is an administrator: he keeps them.
 */

const meta = {
  title: 'Features/Publish/PrintShopList',
  component: PrintShopList,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof PrintShopList>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 5000;

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: '新增出版单位' }, { timeout: T }));
  const dialog = await screen.findByRole('dialog', { name: '新增出版单位' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The shops with their contact, phone and address. */
export const Shops: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '出版单位' })).toBeVisible();
    await expect(await canvas.findByText('杭州蓝图数码快印', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getByText('0571-87654321')).toBeVisible();
    await expect(canvas.getByText('杭州市上城区解放路138号')).toBeVisible();
  },
};

/** 新增: the shop is saved in the store and listed; the search finds it. */
export const AddShop: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await canvas.findByText('杭州蓝图数码快印', {}, { timeout: T });
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '钱塘图文');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系人' }), '钱师傅');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系电话' }), '0571-81234567');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('出版单位已保存')).toBeVisible(), { timeout: T });
    await expect(await canvas.findByText('钱塘图文', {}, { timeout: T })).toBeVisible();
    await expect(store.state.publishers.find((p) => p.name === '钱塘图文')).toMatchObject({ contact: '钱师傅' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索出版单位' }), '钱塘');
    await waitFor(() => expect(canvas.queryByText('杭州蓝图数码快印')).not.toBeInTheDocument(), { timeout: T });
    await expect(canvas.getByText('钱塘图文')).toBeVisible();
    await closeToasts();
  },
};

/** The name rule and the name taken: said under the field; the dialog keeps what was typed. */
export const Validation: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const dialog = await openAdd();
    const name = within(dialog).getByRole('textbox', { name: /名称/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(NAME_REQUIRED)).toBeVisible();
    await userEvent.type(name, '图文/快印');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(NAME_SPECIAL_CHARACTERS)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, '杭州西湖晒图中心');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '地址' }), '西湖区');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(PublishCatalogMessage.PublisherNameTaken)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '地址' })).toHaveValue('西湖区');
    await expect(dialog).toBeVisible();
  },
};

/** Deleting a shop a passed approval still uses: the server's reason, the row stays; the other one goes. */
export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '删除杭州蓝图数码快印' }, { timeout: T }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除出版单位“杭州蓝图数码快印”？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText(PublishCatalogMessage.publisherInUse(1))).toBeVisible(), {
      timeout: T,
    });
    await expect(canvas.getByText('杭州蓝图数码快印')).toBeVisible();
    await closeToasts();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: '删除杭州西湖晒图中心' }));
    const second = await screen.findByRole('alertdialog', { name: '确定删除出版单位“杭州西湖晒图中心”？' });
    await userEvent.click(within(second).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.queryByText('杭州西湖晒图中心')).not.toBeInTheDocument(), { timeout: T });
    await closeToasts();
  },
};

/** No shop yet. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.publishers = [];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无出版单位', {}, { timeout: T })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { fixtureApi: { delay: 60_000 } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '出版单位' })).toBeVisible();
    await expect(within(canvasElement).queryByText('暂无出版单位')).not.toBeInTheDocument();
  },
};

/** The server refuses the list: the page says so and offers a retry. */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { publish: { publishers: () => refuse(FixtureCode.Error, PublishCatalogMessage.NoManagePublishers) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('出版单位加载失败', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};

/** A member who is not a publishing manager: the server refuses the save, the dialog keeps what was typed. */
export const NotPublishingManager: Story = {
  parameters: {
    fixtureApi: {
      resolvers: {
        publish: {
          checkPublisherName: () => refuse(FixtureCode.Error, PublishCatalogMessage.NoManagePublishers),
          addPublisher: () => refuse(FixtureCode.Error, PublishCatalogMessage.NoManagePublishers),
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '新店');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getAllByText(PublishCatalogMessage.NoManagePublishers)[0]).toBeVisible(), {
      timeout: T,
    });
    await expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('新店');
    await closeToasts();
  },
};
