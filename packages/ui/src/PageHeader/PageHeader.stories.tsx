import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  tags: ['autodocs', 'vrt'],
  args: { title: '印章管理' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title alone: the page's one level-1 heading. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '印章管理' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
  },
};

/** With a description and actions at the end of the row. */
export const WithActions: Story = {
  args: {
    description: '企业的出图章、注册章与签名，仅企业管理员可以管理',
    actions: (
      <>
        <Button>批量创建签名</Button>
        <Button variant="primary">新增印章</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('企业的出图章、注册章与签名，仅企业管理员可以管理')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增印章' })).toBeVisible();
  },
};

/** On a narrow page (the 992 px layout's content is narrower still) the actions wrap under the title. */
export const Narrow: Story = {
  args: { ...WithActions.args, title: '滨江新城综合体 施工图审批与归档' },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: '新增印章' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
  },
};
