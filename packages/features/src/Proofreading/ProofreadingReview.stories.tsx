import { fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fixtureApi } from '../testing';
import { ProofreadingReview } from './ProofreadingReview';

const meta = {
  title: 'Features/ProofreadingReview',
  component: ProofreadingReview,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { projectId: 'p-001', userId: fixtureSession.userId },
  render: (args) => (
    <div style={{ padding: 16, width: 992, boxSizing: 'border-box' }}>
      <ProofreadingReview {...args} />
    </div>
  ),
} satisfies Meta<typeof ProofreadingReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 在线评审: the project's proofreading waiting for 陈建国 (审核) is chosen, its drawings open with the tools. */
export const ReviewerOfAProofreading: Story = {
  play: async () => {
    const chooser = await screen.findByRole('button', { name: /滨江新城综合体建筑施工图校审/ }, { timeout: 10000 });
    await expect(chooser).toBeVisible();
    const toolbar = await screen.findByRole('toolbar', { name: '标注工具' }, { timeout: 10000 });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(5);
    await waitFor(() => expect(screen.getByTestId('markup-surface')).toBeVisible());
  },
};

/** A project without a proofreading the person takes part in. */
export const NoProofreading: Story = {
  args: { projectId: 'p-003' },
  play: async () => {
    await expect(await screen.findByText('暂无您参与的校审', {}, { timeout: 10000 })).toBeVisible();
  },
};
