import { api, endpointPath } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { type FixtureStore, setFixtureCover } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useApiClient } from '../provider';
import { closeToasts, fixtureApi } from '../testing';
import { CoverPicker } from './CoverPicker';
import { ProjectCover } from './ProjectCover';

/**
 * A project's cover on its card (issue 25), as the project list answers it through the fixtures: the picture its
 * managers chose, or the default (the name's first character). The seeded session is 陈建国's.
 */
const meta = {
  title: 'Features/ProjectCover',
  component: ProjectCover,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { projectName: '滨江新城综合体' },
} satisfies Meta<typeof ProjectCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 64 px PNG of two buildings: the site photo a manager uploaded. */
const SITE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAACDUlEQVR42u2TTUtWYRCG71/X2nX0Q0QiIiQiRCIiIiQkJERNzcz8yu/s9TN9UzNz4+be9Cd8wc2BgZlnmGczdOBanMXh4r4YHvRPMDUYmGRq8HCKqcGjj0wNHk8zNXgyw9RgcJapwdNPTA2ezTE1eP6ZqcHQPFOD4S9MDV4sMDV4+ZWpwatFpgavl5gavFlmavB2hanByCpTg3ffaHLvfn+ne3NHyXeJsxYYXaNJb5yLEmct8H6dJt4LlDhrgbENmngDSpy1wIdNmngDSpy1wPgWTbwBJc5aYGKbJt5HXOKsBaZ2aOK9QImzFpj+ThNvQImzFpjdpYk3oMRZC8z9oIk3QBr+3XR69P65+3B969sw36GJ9xHHDbqtCRb2aOK9gDRELqBvw+I+TbwB0hAJ0Ldh+YAm3gBpiATo27B6SBNvgDREAvRtWDuiiffZxQ26rQk2jmnivYA0RC6gb8PWT5p4A6QhEqBvw84JTbwB0hAJ0Ldh95Qm3gBpiATo29Dp0sT77OIG3dYE+79o4r2ANEQuoG/D4RlNvAHSEAnQt+H4nCbeAGmIBOjbcHJBE2+ANEQC9G3o/qaJ99nFDbqtCc4uaeK9gDRELqBvw8UfmngDpCESoG/D5RVNvAHSEAnQt+HqL028AdIQCdC34fqaJt5nFzfotiZ4MNSXmjagDWgD2oA2oA1oA9qA/zngFkNEnW66WQo5AAAAAElFTkSuQmCC';
const BINJIANG = 'p-001';

/** The covers of the caller's projects, from the project list as the panel reads it. */
function CoversOfList() {
  const client = useApiClient();
  const list = useQuery(queryOptionsOf(client, api.project.list, { pageNum: 1, pageSize: 20 }));
  return (
    <ul aria-label="项目封面" style={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {(list.data?.pageInfo.list ?? []).map((project) => (
        <li key={project.id}>
          <ProjectCover projectName={project.name} coverImage={project.coverImage} />
        </li>
      ))}
    </ul>
  );
}

/** 滨江新城综合体 has a cover: its picture, named as its cover; the other projects show the default. */
export const WithCover: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: (store: FixtureStore) => setFixtureCover(store, BINJIANG, SITE_PHOTO) } },
  render: () => <CoversOfList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = await canvas.findByRole('img', { name: '滨江新城综合体的封面' });
    await expect(cover).toHaveAttribute('src', SITE_PHOTO);
    await waitFor(() => expect((cover as HTMLImageElement).naturalWidth).toBe(64));
    const defaults = canvas.getAllByRole('img', { name: /的默认封面$/ });
    await expect(defaults.length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('img', { name: '滨江新城综合体的默认封面' })).not.toBeInTheDocument();
  },
};

/** No project has a cover: each shows the default, its name's first character. */
export const WithoutCover: Story = {
  tags: ['vrt'],
  render: () => <CoversOfList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const binjiang = await canvas.findByRole('img', { name: '滨江新城综合体的默认封面' });
    await expect(binjiang).toHaveTextContent('滨');
    await expect(canvas.queryByRole('img', { name: /的封面$/ })).not.toBeInTheDocument();
  },
};

/** A cover that cannot be loaded falls back to the default. */
export const BrokenCover: Story = {
  args: { coverImage: `${endpointPath(api.project.coverImage)}?key=gone.png` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: '滨江新城综合体的默认封面' }, { timeout: 5000 });
  },
};

/** The picker on the project's own detail, as a manager (陈建国 created 滨江新城综合体) sees it. */
function PickerOfProject() {
  const client = useApiClient();
  const project = useQuery(queryOptionsOf(client, api.project.detail, { projectId: BINJIANG }));
  if (!project.data) return null;
  return <CoverPicker projectId={BINJIANG} projectName={project.data.name} coverImage={project.data.coverImage} />;
}

const pngOf = (dataUrl: string, name: string) => {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
};
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the picker has a file input');
  return input;
};

/** A PNG picked becomes the cover; 恢复默认封面 brings the default back. */
export const PicksACover: Story = {
  render: () => <PickerOfProject />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: '滨江新城综合体的默认封面' });
    await userEvent.upload(fileInput(canvasElement), pngOf(SITE_PHOTO, '现场.png'));
    await canvas.findByRole('img', { name: '滨江新城综合体的封面' }, { timeout: 5000 });
    await screen.findByText('封面已更换');
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认封面' }));
    await canvas.findByRole('img', { name: '滨江新城综合体的默认封面' }, { timeout: 5000 });
    await expect(canvas.queryByRole('button', { name: '恢复默认封面' })).not.toBeInTheDocument();
    await closeToasts();
  },
};

/** A GIF named .png is refused by its bytes with the rule's message; the default stays. */
export const RefusesAnotherImage: Story = {
  render: () => <PickerOfProject />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: '滨江新城综合体的默认封面' });
    const gif = new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], '现场.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), gif);
    await screen.findByText('封面图片只支持 JPG、PNG 格式', undefined, { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: '滨江新城综合体的默认封面' })).toBeVisible();
    await closeToasts();
  },
};
