import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import {
  Form,
  FormField,
  FormMultiSelect,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
} from '.';

/** The flow template's signing order (the specification's codes). */
const FlowType = { Parallel: '0', Linear: '1' } as const;

/** The flow template dialog's rules, with the specification's messages. */
const templateSchema = z.object({
  name: z.string().min(1, '请输入模板名称').max(15, '模板名称不能超过15个字'),
  flowType: z.enum([FlowType.Parallel, FlowType.Linear]),
  nodeCount: z.number({ error: '请输入节点数量' }).int().min(1, '至少需要1个节点').max(20, '最多添加20个节点'),
  remark: z.string().max(100, '备注不能超过100个字'),
  isDefault: z.boolean(),
});

interface DemoProps {
  onSubmit: (values: Record<string, unknown>) => void;
  onInvalid?: () => void;
}

/** What a feature writes: useForm with the zod resolver, then the bound fields. */
function TemplateForm({ onSubmit, onInvalid }: DemoProps) {
  const form = useForm({
    resolver: zodResolver(templateSchema),
    defaultValues: { name: '', flowType: FlowType.Parallel, nodeCount: 3, remark: '', isDefault: false },
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values)}
      onInvalid={onInvalid}
      aria-label="新建流程模板"
      style={{ width: 400 }}
    >
      <FormTextField control={form.control} name="name" label="模板名称" isRequired placeholder="请输入模板名称" />
      <FormRadioGroup
        control={form.control}
        name="flowType"
        label="审批方式"
        isRequired
        variant="button"
        options={[
          { value: FlowType.Parallel, label: '并行' },
          { value: FlowType.Linear, label: '线性' },
        ]}
      />
      <FormNumberField control={form.control} name="nodeCount" label="节点数量" isRequired minValue={1} />
      <FormTextArea control={form.control} name="remark" label="备注" rows={3} placeholder="选填" />
      <FormSwitch control={form.control} name="isDefault" label="设为本项目默认模板" />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="reset" onPress={() => form.reset()}>
          取消
        </Button>
        <Button type="submit" variant="primary">
          确定
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: TemplateForm,
  tags: ['autodocs', 'vrt'],
  args: { onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof TemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fifteen = '滨江花园二期施工图设计审批流程';

/** The whole round: empty submit, too long, fixed, submitted. The typed text is never lost. */
export const TemplateDialog: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: '新建流程模板' });
    await expect(form).toHaveAttribute('novalidate');
    const name = canvas.getByRole('textbox', { name: '模板名称' });
    const submit = canvas.getByRole('button', { name: '确定' });

    await userEvent.click(submit);
    await expect(await canvas.findByText('请输入模板名称', { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(args.onInvalid).toHaveBeenCalledOnce();

    await userEvent.type(name, `${fifteen}模`);
    await expect(await canvas.findByText('模板名称不能超过15个字')).toBeVisible();
    await userEvent.click(submit);
    await expect(name).toHaveValue(`${fifteen}模`);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(canvas.queryByText('模板名称不能超过15个字')).toBeNull());
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('线性'));
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: fifteen,
      flowType: FlowType.Linear,
      nodeCount: 3,
      remark: '',
      isDefault: false,
    });
  },
};

/** Submitting empty shows 请输入模板名称 under the field and focuses it. */
export const RequiredMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    const name = canvas.getByRole('textbox', { name: '模板名称' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('请输入模板名称'));
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sixteen characters show 模板名称不能超过15个字, and the text stays as typed. */
export const LengthMessage: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: '模板名称' });
    await userEvent.type(name, `${fifteen}模`);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('模板名称不能超过15个字'));
    await expect(name).toHaveValue(`${fifteen}模`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every bound field reaches onSubmit with its parsed value. */
export const SubmitsValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '模板名称' }), '施工图三级审批');
    await userEvent.click(canvas.getByRole('button', { name: '增加节点数量' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '备注' }), '设计、校对、审核');
    await userEvent.click(canvas.getByRole('switch', { name: '设为本项目默认模板' }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '施工图三级审批',
        flowType: FlowType.Parallel,
        nodeCount: 4,
        remark: '设计、校对、审核',
        isDefault: true,
      }),
    );
  },
};

/** An emptied number field is `undefined`, and zod's message shows under it. */
export const NumberMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '模板名称' }), '施工图审批');
    const count = canvas.getByRole('textbox', { name: '节点数量' });
    await userEvent.clear(count);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(count).toHaveAccessibleDescription('请输入节点数量'));
    await userEvent.type(count, '25');
    await userEvent.tab();
    await waitFor(() => expect(count).toHaveAccessibleDescription('最多添加20个节点'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const agreementSchema = z.object({
  signer: z.string().min(1, '请输入签章人'),
  agreed: z.boolean().refine((value) => value, '请确认已核对图纸签章位置'),
});

/** `FormField` binds any control: here a `TextField` through `component`, and a Switch's message. */
function AgreementForm({ onSubmit }: DemoProps) {
  const form = useForm({ resolver: zodResolver(agreementSchema), defaultValues: { signer: '', agreed: false } });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values)} aria-label="确认签章" style={{ width: 360 }}>
      <FormField
        control={form.control}
        name="signer"
        label="签章人"
        isRequired
        description="例如：张伟 138 0013 8000"
        component={TextField}
      />
      <FormSwitch control={form.control} name="agreed" label="已核对图纸签章位置" isRequired />
      <div>
        <Button type="submit" variant="primary">
          提交
        </Button>
      </div>
    </Form>
  );
}

export const GenericFormField: Story = {
  render: (args) => <AgreementForm {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const signer = canvas.getByRole('textbox', { name: '签章人' });
    await waitFor(() => expect(signer).toHaveAccessibleDescription('例如：张伟 138 0013 8000 请输入签章人'));
    const agreed = canvas.getByRole('switch', { name: '已核对图纸签章位置' });
    await expect(agreed).toHaveAccessibleDescription('请确认已核对图纸签章位置');
    await userEvent.type(signer, '张伟');
    await userEvent.click(agreed);
    await waitFor(() => expect(agreed).not.toHaveAccessibleDescription('请确认已核对图纸签章位置'));
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signer: '张伟', agreed: true }));
  },
};

/** Rules name their message by a key; the form's `errorText` turns the key into the locale's sentence. */
const launchSchema = z.object({
  entStampId: z.string({ error: 'outputStampRequired' }).min(1, 'outputStampRequired'),
  approverIds: z.array(z.string()).min(1, 'approversRequired'),
});
const launchMessages: Record<string, string> = {
  outputStampRequired: '请选择出图章',
  approversRequired: '请选择审批人',
};
const outputStamps = [
  { id: 's1', label: '设计院出图专用章' },
  { id: 's2', label: '施工图审查合格章' },
];
const approvers = [
  { id: 'u01', label: '张伟', description: '138 0013 8000' },
  { id: 'u02', label: '李娜', description: '139 1024 5566' },
  { id: 'u03', label: '王芳', description: '137 2233 4455' },
];

/** `FormSelect` and `FormMultiSelect`: a chosen id and a list of ids, their messages translated by the form. */
function LaunchForm({ onSubmit }: DemoProps) {
  const form = useForm({
    resolver: zodResolver(launchSchema),
    defaultValues: { entStampId: '', approverIds: [] as string[] },
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values)}
      aria-label="发起审批"
      style={{ width: 360 }}
      errorText={(key) => launchMessages[key] ?? key}
    >
      <FormSelect control={form.control} name="entStampId" label="出图章" isRequired items={outputStamps} />
      <FormMultiSelect
        control={form.control}
        name="approverIds"
        label="审批人"
        isRequired
        items={approvers}
        maxCount={2}
      />
      <div>
        <Button type="submit" variant="primary">
          提交
        </Button>
      </div>
    </Form>
  );
}

export const SelectBindings: Story = {
  render: (args) => <LaunchForm {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const stamp = canvas.getByRole('button', { name: /出图章/ });
    await waitFor(() => expect(canvas.getByText('请选择出图章')).toBeVisible());
    await expect(canvas.getByText('请选择审批人')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(stamp);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '施工图审查合格章' }));
    await waitFor(() => expect(canvas.queryByText('请选择出图章')).not.toBeInTheDocument());
    await expect(stamp).toHaveTextContent('施工图审查合格章');

    await userEvent.click(canvas.getByRole('button', { name: /^审批人/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('option', { name: /^李娜/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText('请选择审批人')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ entStampId: 's2', approverIds: ['u02'] }));
  },
};
