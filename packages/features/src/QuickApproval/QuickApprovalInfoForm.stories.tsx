import { APPROVAL_NAME_TAKEN, Flag, ResponseCode, StaffType } from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import { FixtureDuty, type FixtureStore } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BatchChoice } from '../StampBatchPicker';
import { type FixtureApiParameters, fixtureApi, pickOption } from '../testing';
import { QuickApprovalInfoForm } from './QuickApprovalInfoForm';

const PROJECT = 'p-001';
/** A fixed name, so the pictures do not change with the clock. */
const NAME = '快速签章-20260305090703';
/** An approval of p-001 already has this name. */
const TAKEN = '快捷签章-20250312093015';

/** Step 2's choices: one batch stamped with 一级注册结构工程师 王海涛 (CFCA, expired 2024-06-30). */
const EXPIRED_CA_BATCH: BatchChoice[] = [
  {
    key: 'rec-p-001-6',
    drawings: [{ resId: 'r-p-001-6', recordId: 'rec-p-001-6', resName: '结施-01 基础平面图.pdf' }],
    userIdList: ['u-010'],
    stampIds: ['st-302'],
  },
];

const meta = {
  title: 'Features/QuickApprovalInfoForm',
  component: QuickApprovalInfoForm,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    projectId: PROJECT,
    canUseCa: false,
    defaultValues: { approvalName: NAME },
    onSubmit: fn(),
    onValidityChange: fn(),
    onValuesChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <QuickApprovalInfoForm {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickApprovalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// -----------------------------------------------------------------------------------------------------------------
// Helpers
// -----------------------------------------------------------------------------------------------------------------

/** The form once its lists have loaded (the signer select offers people). */
async function openForm(label = '其他信息') {
  const form = await screen.findByRole('form', { name: label });
  return {
    form,
    name: within(form).getByRole('textbox', { name: /审批名称|Approval name/ }),
    submit: () => userEvent.click(within(form).getByRole('button', { name: /^发起审批$|^Launch approval$/ })),
  };
}

/** Picks custom stamps in the multi-select. */
async function pickCustom(form: HTMLElement, names: string[]) {
  await userEvent.click(within(form).getByRole('button', { name: /^自定义章/ }));
  const popover = await screen.findByRole('dialog', { name: /自定义章/ });
  for (const name of names)
    await userEvent.click(await within(popover).findByRole('option', { name: new RegExp(`^${name}`) }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
}

/** The required choices: an output stamp and a signer. */
async function fillRequired(form: HTMLElement, outputStamp = '无') {
  await pickOption(form, /出图章$/, outputStamp);
  await pickOption(form, /签章人$/, '陈建国');
}

/**
 * CA certificates as the stories need them whatever the day: the seeded CA stamps valid for long, 一级注册结构工程师
 * 王海涛 expired.
 */
const caDeadlines = (store: FixtureStore) => {
  for (const stamp of store.state.stamps) {
    if (stamp.caOrgId) stamp.deadline = stamp.stampId === 'st-302' ? '2024-06-30' : '2099-12-31';
  }
};
const caParameters = { fixtureApi: { setup: caDeadlines } satisfies FixtureApiParameters };

const cloudStamps = (flag: Flag) => (store: FixtureStore) => {
  const enterprise = store.state.enterprises.find((e) => e.enterpriseId === 'ent-001');
  if (enterprise) enterprise.stampIsCloud = flag;
};

// -----------------------------------------------------------------------------------------------------------------
// The form
// -----------------------------------------------------------------------------------------------------------------

/**
 * Everything filled and submitted: the output stamp (with 无, id 0), custom stamps, the signer and remarks go to
 * `onSubmit` once the server accepted the name.
 */
export const Submit: Story = {
  tags: ['vrt'],
  play: async ({ args }) => {
    const { form, name, submit } = await openForm();
    await expect(name).toHaveValue(NAME);
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false));
    await pickOption(form, /出图章$/, '华筑设计出图专用章');
    await pickCustom(form, ['技术质量部章']);
    await pickOption(form, /签章人$/, '赵雪梅');
    await userEvent.type(within(form).getByRole('textbox', { name: '备注' }), '周五前出图');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(true));
    await submit();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        approvalName: NAME,
        entStampId: 'st-101',
        customizedStampIds: ['st-202'],
        signMan: 'u-006',
        remarks: '周五前出图',
        isCa: false,
        attachments: [],
      }),
    );
  },
};

/** A new form is named 快速签章-YYYYMMDDHHmmss; the output stamp offers 无 (id '0') and skips disabled stamps. */
export const DefaultName: Story = {
  args: { defaultValues: undefined },
  play: async ({ args }) => {
    const { form, name, submit } = await openForm();
    await expect((name as HTMLInputElement).value).toMatch(/^快速签章-\d{14}$/);
    await userEvent.click(within(form).getByRole('button', { name: /出图章$/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '无' })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: /2021版/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: '无' }));
    await pickOption(form, /签章人$/, '黄伟');
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ entStampId: '0' })));
  },
};

// -----------------------------------------------------------------------------------------------------------------
// Rules
// -----------------------------------------------------------------------------------------------------------------

/** 陈建国 (the launcher) is only a designer here, so he may not sign: no signer is chosen for him. */
const launcherMayNotSign = (store: FixtureStore) => {
  const launcher = store.state.users.find((user) => user.userId === 'u-001');
  if (launcher) launcher.dutyId = FixtureDuty.design;
  // Nor the project's manager or person in charge (they may sign too, mayApplyStamps): an ordinary member.
  for (const member of store.state.members) if (member.userId === 'u-001') member.staffType = StaffType.Member;
};

/** The stamp signer starts as the launcher (陈建国, the project's 项目负责人 may sign): launching needs no pick. */
export const SignerIsTheLauncher: Story = {
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    const signer = within(form).getByRole('button', { name: /签章人$/ });
    await waitFor(() => expect(signer).toHaveTextContent('陈建国'));
    await pickOption(form, /出图章$/, '无');
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ signMan: 'u-001' })));
  },
};

/**
 * 请选择出图章 and 请选择签章人 on submit with nothing chosen (the launcher may not sign here, so no signer starts
 * chosen); each goes once chosen.
 */
export const RequiredChoices: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: launcherMayNotSign } satisfies FixtureApiParameters },
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    await submit();
    const output = within(form).getByRole('button', { name: /出图章$/ });
    const signer = within(form).getByRole('button', { name: /签章人$/ });
    await waitFor(() => expect(output).toHaveAccessibleDescription('请选择出图章'));
    await expect(signer).toHaveAccessibleDescription('请选择签章人');
    await pickOption(form, /出图章$/, '无');
    await waitFor(() => expect(output).not.toHaveAccessibleDescription('请选择出图章'));
    await expect(signer).toHaveAccessibleDescription('请选择签章人');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The approval name's rules: required, no / : * ? " < > |, no reserved device name; each message as typed. */
export const NameRules: Story = {
  play: async ({ args }) => {
    const { form, name, submit } = await openForm();
    await userEvent.clear(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('请输入审批名称'));
    await userEvent.type(name, '一期/二期');
    await waitFor(() => expect(name).toHaveAccessibleDescription('审批名称不能包含以下特殊字符/:*?"<>|'));
    await userEvent.clear(name);
    await userEvent.type(name, 'CON');
    await waitFor(() => expect(name).toHaveAccessibleDescription('审批名称不能以CON、PRN、AUX、NUL、COM、LPT开头。'));
    await fillRequired(form);
    await submit();
    await expect(name).toHaveValue('CON');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 备注不能超出200个字符 at the 201st character. */
export const RemarksTooLong: Story = {
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    const remarks = within(form).getByRole('textbox', { name: '备注' });
    await userEvent.click(remarks);
    await userEvent.paste('审'.repeat(200));
    await expect(remarks).not.toHaveAttribute('aria-invalid');
    await userEvent.type(remarks, '核');
    await waitFor(() => expect(remarks).toHaveAccessibleDescription('备注不能超出200个字符'));
    await fillRequired(form);
    await submit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 附件大小不能超过50M on a file over 50M; removing it lets the form go. */
export const AttachmentTooLarge: Story = {
  tags: ['vrt'],
  play: async ({ args, canvasElement }) => {
    const { form, submit } = await openForm();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the attachment picker has a file input');
    const small = new File(['说明'], '设计说明.pdf', { type: 'application/pdf' });
    const large = new File(['x'], '效果图.zip', { type: 'application/zip' });
    Object.defineProperty(large, 'size', { value: 50 * 1024 * 1024 + 1 });
    await userEvent.upload(input, [small, large]);
    const list = await within(form).findByRole('list', { name: '已选附件' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(await within(list).findByRole('alert')).toHaveTextContent('附件大小不能超过50M');
    await expect(within(list).getByText('效果图.zip')).toHaveAccessibleDescription('附件大小不能超过50M');
    await fillRequired(form);
    await submit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(list).getByRole('button', { name: '移除效果图.zip' }));
    await waitFor(() => expect(within(form).queryByText('附件大小不能超过50M')).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ attachments: [small] })));
  },
};

/**
 * A name already used in the project: the server's 审批名称已存在 under the field when it loses focus and again on
 * submit; everything chosen stays.
 */
export const NameTaken: Story = {
  play: async ({ args }) => {
    const { form, name, submit } = await openForm();
    await fillRequired(form, '华筑设计出图专用章');
    await userEvent.clear(name);
    await userEvent.type(name, TAKEN);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('审批名称已存在'), { timeout: 5000 });
    await submit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveValue(TAKEN);
    await expect(within(form).getByRole('button', { name: /出图章$/ })).toHaveTextContent('华筑设计出图专用章');
    await userEvent.type(name, '-2');
    await submit();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ approvalName: `${TAKEN}-2` })),
    );
  },
};

/** The submission itself refused the name (审批名称已存在, taken meanwhile): the message goes under the field. */
export const SubmitRefusesName: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError({
        kind: 'response',
        endpoint: 'quickApproval.submit',
        code: ResponseCode.Warning,
        message: APPROVAL_NAME_TAKEN,
      });
    }),
  },
  play: async ({ args }) => {
    const { form, name, submit } = await openForm();
    await fillRequired(form);
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(name).toHaveAccessibleDescription('审批名称已存在'));
    await expect(name).toHaveValue(NAME);
  },
};

// -----------------------------------------------------------------------------------------------------------------
// CA
// -----------------------------------------------------------------------------------------------------------------

/**
 * CA offered (basicInfo:stampSaveOnCloud and cloud stamps): CA stamps of two organisations, ticked, say
 * ca章的认证机构不唯一,请重新选择ca章 and keep the form from going until one is dropped.
 */
export const CaOrganisationNotUnique: Story = {
  tags: ['vrt'],
  parameters: caParameters,
  args: { canUseCa: true },
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    const ca = await within(form).findByRole('checkbox', { name: '使用CA签章' });
    await pickOption(form, /出图章$/, '华筑设计出图专用章');
    await pickCustom(form, ['图纸审查专用章']);
    await pickOption(form, /签章人$/, '陈建国');
    await userEvent.click(ca);
    await expect(ca).toBeChecked();
    await waitFor(() => expect(ca).toHaveAccessibleDescription('ca章的认证机构不唯一,请重新选择ca章'));
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false));
    await submit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: '移除图纸审查专用章' }));
    await waitFor(() => expect(within(form).queryByText(/ca章的认证机构不唯一/)).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isCa: true })));
  },
};

/** CA stamps chosen without ticking CA: asked 是否使用CA？; 使用CA ticks it and submits with CA. */
export const AskToUseCa: Story = {
  parameters: caParameters,
  args: { canUseCa: true },
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    const ca = await within(form).findByRole('checkbox', { name: '使用CA签章' });
    await fillRequired(form, '华筑设计出图专用章');
    await submit();
    const question = await screen.findByRole('alertdialog', { name: '是否使用CA？' });
    await userEvent.click(within(question).getByRole('button', { name: '使用CA' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isCa: true })));
    await expect(ca).toBeChecked();
  },
};

/** Answering 不使用 submits without CA. */
export const DeclineCa: Story = {
  parameters: caParameters,
  args: { canUseCa: true },
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    await within(form).findByRole('checkbox', { name: '使用CA签章' });
    await fillRequired(form, '华筑设计出图专用章');
    await submit();
    const question = await screen.findByRole('alertdialog', { name: '是否使用CA？' });
    await userEvent.click(within(question).getByRole('button', { name: '不使用' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isCa: false })));
  },
};

/** A batch's registration stamp with an expired certificate: with CA, CA认证已过期 names it. */
export const CaExpired: Story = {
  parameters: caParameters,
  args: { canUseCa: true, batches: EXPIRED_CA_BATCH },
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    const ca = await within(form).findByRole('checkbox', { name: '使用CA签章' });
    await fillRequired(form);
    await userEvent.click(ca);
    await waitFor(() => expect(ca).toHaveAccessibleDescription('一级注册结构工程师 王海涛：CA认证已过期'));
    await submit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without basicInfo:stampSaveOnCloud there is no CA checkbox, and no question: CA stamps go without CA. */
export const CaOffWithoutPermission: Story = {
  tags: ['vrt'],
  parameters: caParameters,
  args: { canUseCa: false },
  play: async ({ args }) => {
    const { form, submit } = await openForm();
    await fillRequired(form, '华筑设计出图专用章');
    await expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isCa: false })));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** With the permission but the enterprise's stamps not in the cloud (stampIsCloud '0'): no CA checkbox. */
export const CaOffWithoutCloudStamps: Story = {
  args: { canUseCa: true },
  parameters: { fixtureApi: { setup: cloudStamps(Flag.No) } satisfies FixtureApiParameters },
  play: async () => {
    const { form } = await openForm();
    await fillRequired(form);
    await expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** English (en-US) labels and rule messages. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { canUseCa: true },
  parameters: { fixtureApi: { setup: launcherMayNotSign } satisfies FixtureApiParameters },
  play: async () => {
    const { form, name, submit } = await openForm('Other info');
    await expect(await within(form).findByRole('checkbox', { name: 'Sign with CA' })).toBeVisible();
    await userEvent.clear(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter an approval name'));
    await submit();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /Output stamp$/ })).toHaveAccessibleDescription(
        'Select an output stamp',
      ),
    );
    await expect(within(form).getByRole('button', { name: /Stamp signer$/ })).toHaveAccessibleDescription(
      'Select a stamp signer',
    );
  },
};
