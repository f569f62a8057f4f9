import { type DrawingRef, ProjectType } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf, pickOption } from '../testing';
import { OrderedSigningDialog } from './OrderedSigningDialog';

const drawing = (n: number, resName: string): DrawingRef => ({
  resId: `r-p-001-${n}`,
  recordId: `rec-p-001-${n}`,
  resName,
  parentId: 'f-p-001-arch-cd',
});
/** 建筑 drawings of p-001, recognised by the fixture server. */
const ARCH = [drawing(1, '建施-01 总平面图.pdf'), drawing(2, '建施-02 一层平面图.pdf')];

const meta = {
  title: 'Features/OrderedSigningDialog',
  component: OrderedSigningDialog,
  tags: ['autodocs', '!vrt'],
  ...fixtureApi,
  args: {
    projectId: 'p-001',
    projectName: '滨江新城综合体',
    projectType: ProjectType.Engineering,
    defaultTemplate: { dictSpecialtyId: 's-arch' },
    initialFiles: ARCH,
    canUseCa: false,
    isOpen: true,
    onOpenChange: fn(),
    onSubmitted: fn(),
    onOpenFolder: fn(),
    onOpenTextSignature: fn(),
    recognitionPollInterval: 200,
  },
} satisfies Meta<typeof OrderedSigningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '发起按序签章' });
const launchButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: '发起审批' });

/** Every drawing recognised (the launch button waits for it). */
async function recognised(scope: HTMLElement) {
  await waitFor(() => expect(launchButton(scope)).toBeEnabled(), { timeout: 10_000 });
}

async function fillInfo(scope: HTMLElement) {
  const form = within(scope).getByRole('form', { name: '其他信息' });
  await pickOption(form, /出图章$/, '无');
  await pickOption(form, /签章人$/, '陈建国');
  return form;
}

async function launch(scope: HTMLElement, check: '校验' | '不校验' = '不校验') {
  await userEvent.click(launchButton(scope));
  const offer = await screen.findByRole('alertdialog', { name: '是否对图纸进行校验？' });
  await userEvent.click(within(offer).getByRole('button', { name: check, exact: true } as never));
}

/**
 * The default template of an ordinary project: launched with a date-time name and an attachment (uploaded first);
 * its steps follow the default template's nodes.
 */
export const DefaultTemplate: Story = {
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const scope = await dialog();
    const strip = await within(scope).findByRole('radiogroup', { name: '流程模板' });
    await expect(within(strip).getByRole('radio', { name: '默认模板' })).toBeChecked();
    await recognised(scope);
    const form = await fillInfo(scope);
    await expect((within(form).getByRole('textbox', { name: /审批名称/ }) as HTMLInputElement).value).toMatch(
      /^\d{14}$/,
    );
    const picker = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('the attachment picker has a file input');
    await userEvent.upload(picker, new File(['设计说明'], '设计说明.pdf', { type: 'application/pdf' }));
    await launch(scope);
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith(expect.any(String)));
    // The attachment went up through the multipart flow before the launch.
    const uploads = [...store.state.uploads.values()];
    await expect(uploads.some((u) => u.fileName === '设计说明.pdf' && u.completed)).toBe(true);
    const launched = store.approvals('launched', store.user('u-001'), {});
    await expect(launched.list.some((a) => /^\d{14}$/.test(a.actName))).toBe(true);
    await closeToasts();
  },
};

/**
 * One's own template: the name follows it (template name and date-time), each file may take a registration stamp,
 * and the approval waits for the first node's people (linear).
 */
export const OwnTemplate: Story = {
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const scope = await dialog();
    const strip = await within(scope).findByRole('radiogroup', { name: '流程模板' });
    await userEvent.click(await within(strip).findByRole('radio', { name: '建筑专业标准流程' }));
    const form = within(scope).getByRole('form', { name: '其他信息' });
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /审批名称/ }) as HTMLInputElement).value).toMatch(
        /^建筑专业标准流程-\d{14}$/,
      ),
    );
    await recognised(scope);
    await pickOption(scope, /建施-01 总平面图\.pdf的注册章/, '一级注册建筑师 吴磊');
    await fillInfo(scope);
    await launch(scope);
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
    const actId = (args.onSubmitted as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    // 王海涛 (u-003) is in the first node; 张敏 (u-004) waits for the second.
    await expect(store.approvals('todo', store.user('u-003'), {}).list.some((a) => a.id === actId)).toBe(true);
    await expect(store.approvals('todo', store.user('u-004'), {}).list.some((a) => a.id === actId)).toBe(false);
    await closeToasts();
  },
};

/** Quick projects have no default template: launching without choosing one says 请选择流程模板. */
export const QuickProjectNeedsTemplate: Story = {
  args: { projectType: ProjectType.Quick, defaultTemplate: undefined },
  play: async ({ args }) => {
    const scope = await dialog();
    const strip = await within(scope).findByRole('radiogroup', { name: '流程模板' });
    await expect(within(strip).queryByRole('radio', { name: '默认模板' })).toBeNull();
    await recognised(scope);
    await fillInfo(scope);
    await userEvent.click(launchButton(scope));
    await waitFor(async () => expect(await screen.findByText('请选择流程模板')).toBeVisible());
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await closeToasts();
  },
};

/**
 * Text-signature mode: each file shows whether its configuration is saved and opens the text-signature page;
 * launching with one unconfigured says 部分文件签章配置未完成.
 */
export const TextSignatureIncomplete: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.calcInfos.set('rec-p-001-1', { templateId: 'calc-1', info: '{"stamps":[]}' });
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const scope = await dialog();
    await recognised(scope);
    await userEvent.click(within(scope).getByRole('switch', { name: '文字签章' }));
    const list = within(scope).getByRole('list', { name: '已选文件' });
    await waitFor(() => expect(within(list).getByText('已配置')).toBeVisible());
    await expect(within(list).getByText('未配置')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: '配置建施-02 一层平面图.pdf的文字签章' }));
    await expect(args.onOpenTextSignature).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: 'p-001',
        recordId: 'rec-p-001-2',
        templateId: null,
        resName: expect.stringMatching(/\.pdf$/),
        files: expect.arrayContaining([expect.objectContaining({ recordId: 'rec-p-001-2' })]),
      }),
    );
    await fillInfo(scope);
    await userEvent.click(launchButton(scope));
    await waitFor(async () => expect(await screen.findByText('部分文件签章配置未完成')).toBeVisible());
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await closeToasts();
  },
};

/** Text-signature mode with every file configured launches with the configuration's template. */
export const TextSignatureConfigured: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.calcInfos.set('rec-p-001-1', { templateId: 'calc-1', info: '{}' });
        store.state.calcInfos.set('rec-p-001-2', { templateId: 'calc-1', info: '{}' });
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const scope = await dialog();
    await recognised(scope);
    await userEvent.click(within(scope).getByRole('switch', { name: '文字签章' }));
    await waitFor(() => expect(within(scope).getAllByText('已配置')).toHaveLength(2));
    await fillInfo(scope);
    await launch(scope);
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
    await closeToasts();
  },
};

/** The drawing check runs before the launch (other origins' wording); 去处理 closes and hands the drawings over. */
export const DrawingCheckBeforeLaunch: Story = {
  args: { onGoHandle: fn() },
  parameters: {
    fixtureApi: {
      resolvers: {
        drawingCheck: {
          check: ({ data }) => ({
            hasError: true,
            ocrCheckResult: { fileList: [] },
            settingCheckResult: {
              fileList: data.fileList.slice(0, 1).map((f) => ({
                resId: f.resId,
                recordId: f.recordId,
                resName: f.resName,
                isFolder: false,
                fileExt: 'pdf',
                pathName: '/建筑/施工图',
                parentId: 'f-p-001-arch-cd',
                errorReason: [
                  { errorReason: '审定：未识别到签字人', dutyId: 'd-authorize', dutyName: '审定', realname: null },
                ],
              })),
            },
            sizeUnitCheckResult: { fileList: [] },
            downLoadURL: null,
          }),
        },
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ args }) => {
    const scope = await dialog();
    await recognised(scope);
    await fillInfo(scope);
    await launch(scope, '校验');
    const result = await screen.findByRole('dialog', { name: '校验结果' });
    await waitFor(() => expect(within(result).getByText('缺少签字人的图纸（1）')).toBeVisible());
    await userEvent.click(within(result).getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(args.onGoHandle).toHaveBeenCalled());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * CA: a CA registration stamp on a file and the CA output stamp, chosen without ticking CA, ask 是否使用CA？; 使用CA
 * launches with CA.
 */
export const WithCa: Story = {
  args: { canUseCa: true },
  parameters: {
    fixtureApi: {
      setup: (store) => {
        // Certificates valid whatever the day.
        for (const stamp of store.state.stamps) if (stamp.caOrgId) stamp.deadline = '2099-12-31';
      },
    } satisfies FixtureApiParameters,
  },
  play: async (context) => {
    const { args } = context;
    const { store } = fixtureApiOf(context);
    const scope = await dialog();
    await recognised(scope);
    await pickOption(scope, /建施-01 总平面图\.pdf的注册章/, '一级注册建筑师 陈建国');
    const form = within(scope).getByRole('form', { name: '其他信息' });
    await within(form).findByRole('checkbox', { name: '使用CA签章' });
    await pickOption(form, /出图章$/, '华筑设计出图专用章');
    await pickOption(form, /签章人$/, '陈建国');
    await userEvent.click(launchButton(scope));
    const question = await screen.findByRole('alertdialog', { name: '是否使用CA？' });
    await userEvent.click(within(question).getByRole('button', { name: '使用CA' }));
    const offer = await screen.findByRole('alertdialog', { name: '是否对图纸进行校验？' });
    await userEvent.click(within(offer).getByRole('button', { name: '不校验' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
    const actId = (args.onSubmitted as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    await expect(store.approval(actId).act.isCa).toBe('1');
    await closeToasts();
  },
};

/** A new template made from the strip is chosen at once and the approval follows it. */
export const NewTemplate: Story = {
  play: async () => {
    const scope = await dialog();
    const strip = await within(scope).findByRole('radiogroup', { name: '流程模板' });
    await within(strip).findByRole('radio', { name: '建筑专业标准流程' });
    await userEvent.click(within(scope).getByRole('button', { name: '新建模板' }));
    const editor = await screen.findByRole('dialog', { name: '新增流程模板' });
    await waitFor(() => expect(within(editor).getByRole('textbox', { name: '模板名称' })).toBeVisible());
  },
};

/** Closing asks first; nothing is lost when the user stays. */
export const Abandon: Story = {
  play: async ({ args }) => {
    const scope = await dialog();
    await userEvent.click(within(scope).getByRole('button', { name: '取消' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定放弃本次按序签章吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(scope).getByRole('button', { name: '取消' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A registration stamp whose CA certificate has expired says CA认证已过期 under its name in the file's picker. */
export const ExpiredCaStampMarked: Story = {
  play: async () => {
    const scope = await dialog();
    await recognised(scope);
    await userEvent.click(within(scope).getByRole('button', { name: /建施-01 总平面图\.pdf的注册章/ }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    const expired = await within(listbox).findByRole('option', { name: /^一级注册结构工程师 王海涛/ });
    await expect(expired).toHaveTextContent('CA认证已过期');
    const valid = within(listbox).getByRole('option', { name: /^一级注册建筑师 陈建国/ });
    await expect(valid).not.toHaveTextContent('CA认证已过期');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The dialog open in English at its files and info: axe checks it in both languages (issue 22 item 6). */
export const English: Story = {
  tags: ['!vrt'],
  globals: { locale: 'en-US' },
  play: async () => {
    const scope = await screen.findByRole('dialog', { name: 'Launch ordered signing' });
    await expect(await within(scope).findByRole('region', { name: 'Files to stamp' })).toBeVisible();
  },
};

/** The dialog open on its files with the default template chosen (pictured at 992 px, issue 22). */
export const FilesStep: Story = {
  tags: ['vrt-992'],
  play: async () => {
    const scope = await dialog();
    const strip = await within(scope).findByRole('radiogroup', { name: '流程模板' });
    await expect(within(strip).getByRole('radio', { name: '默认模板' })).toBeChecked();
    await recognised(scope);
    // A fixed name (the default is the date and time) for the picture.
    const name = within(scope).getByRole('textbox', { name: /审批名称/ });
    await userEvent.clear(name);
    await userEvent.type(name, '滨江新城综合体按序签章');
  },
};
