import { LinearMode } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { FlowTemplateStrip } from './FlowTemplateStrip';
import type { FlowTemplateChoice, FlowTemplateStripProps } from './interface';

const PROJECT = 'p-001';

/** The strip as a dialog holds it: the choice in state. */
function Controlled(
  props: Omit<FlowTemplateStripProps, 'value' | 'onChange'> & { onChange?: (c: FlowTemplateChoice) => void },
) {
  const [value, setValue] = useState<FlowTemplateChoice | null>(null);
  return (
    <div style={{ padding: 16, maxWidth: 900 }}>
      <FlowTemplateStrip
        {...props}
        value={value}
        onChange={(choice) => {
          setValue(choice);
          props.onChange?.(choice);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Features/FlowTemplateStrip',
  component: FlowTemplateStrip,
  tags: ['autodocs', 'vrt'],
  ...fixtureApi,
  args: {
    projectId: PROJECT,
    projectName: '滨江新城综合体',
    defaultTemplate: { dictSpecialtyId: 's-arch' },
    value: null,
    onChange: fn(),
  },
  render: ({ value: _value, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof FlowTemplateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = () => screen.findByRole('radiogroup', { name: '流程模板' });

/** The default template, the project's templates (edit on one's own only), new template; choosing one selects it. */
export const Default: Story = {
  play: async ({ args }) => {
    const strip = await group();
    await within(strip).findByRole('radio', { name: '建筑专业标准流程' });
    await expect(within(strip).getByRole('radio', { name: '默认模板' })).toBeInTheDocument();
    await expect(within(strip).getByRole('radio', { name: '结构快速会签' })).toBeInTheDocument();
    await expect(within(strip).getByRole('button', { name: '编辑建筑专业标准流程' })).toBeInTheDocument();
    await expect(within(strip).queryByRole('button', { name: '编辑结构快速会签' })).toBeNull();
    await userEvent.click(within(strip).getByRole('radio', { name: '结构快速会签' }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'template', id: 'tpl-002' });
    await expect(within(strip).getByRole('radio', { name: '结构快速会签' })).toBeChecked();
  },
};

/** The info icon shows a template's nodes: each duty with its people. */
export const Nodes: Story = {
  play: async () => {
    const strip = await group();
    await userEvent.click(await within(strip).findByRole('button', { name: '查看建筑专业标准流程的节点' }));
    const popover = await screen.findByRole('dialog', { name: '建筑专业标准流程的节点' });
    await expect(await within(popover).findByText('校对')).toBeVisible();
    await expect(within(popover).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(popover).getByText(/王海涛、周晓燕/)).toBeVisible();
  },
};

/** A new template made from the strip is chosen at once. */
export const NewTemplateChosen: Story = {
  play: async ({ args }) => {
    const strip = await group();
    await within(strip).findByRole('radio', { name: '建筑专业标准流程' });
    await userEvent.click(screen.getByRole('button', { name: '新建模板' }));
    const dialog = await screen.findByRole('dialog', { name: '新增流程模板' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: '模板名称' }), '电气专业流程');
    await userEvent.click(within(dialog).getByRole('button', { name: /节点1的职责/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '审核' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^节点1的人员/ }));
    const people = await screen.findByRole('dialog', { name: '节点1的人员' });
    await userEvent.click(within(people).getByRole('option', { name: /^张敏/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增流程模板' })).not.toBeInTheDocument());
    const added = await within(strip).findByRole('radio', { name: '电气专业流程' });
    await waitFor(() => expect(added).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith({ kind: 'template', id: expect.any(String) });
    await closeToasts();
  },
};

/** A quick project has no default template: the strip offers only the project's templates. */
export const WithoutDefault: Story = {
  args: { defaultTemplate: undefined },
  play: async () => {
    const strip = await group();
    await within(strip).findByRole('radio', { name: '建筑专业标准流程' });
    await expect(within(strip).queryByRole('radio', { name: '默认模板' })).toBeNull();
  },
};

/** More than a page of templates: "more" loads the next ten. */
export const MoreTemplates: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        for (let i = 1; i <= 12; i++) {
          store.state.templates.push({
            id: `tpl-more-${i}`,
            projectId: PROJECT,
            enterpriseId: 'ent-001',
            actName: `分项流程${String(i).padStart(2, '0')}`,
            userId: 'u-001',
            isLinear: LinearMode.Linear,
            uuid: null,
            dictSpecialtyId: null,
            tasks: [{ dictDutyId: 'd-examine', taskName: '审核', userIdList: ['u-004'] }],
          });
        }
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const strip = await group();
    await within(strip).findByRole('radio', { name: '建筑专业标准流程' });
    // The default and the first ten.
    await expect(within(strip).getAllByRole('radio')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: '更多模板' }));
    await waitFor(() => expect(within(strip).getAllByRole('radio')).toHaveLength(15));
    await expect(screen.queryByRole('button', { name: '更多模板' })).toBeNull();
    await expect(fixtureApiOf(context).store.templatesOf(PROJECT, 'u-001')).toHaveLength(14);
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const strip = await screen.findByRole('radiogroup', { name: 'Flow template' });
    await expect(await within(strip).findByRole('radio', { name: 'Default template' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'New template' })).toBeVisible();
  },
};
