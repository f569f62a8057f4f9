import { SmsPurpose } from '@atelier/api';
import { Alert, Button, LockIcon, UserIcon } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { useRegister } from './hooks';
import type { RegisterFormProps } from './interface';
import { type RegisterFormValues, registerFormSchema } from './model';
import { SmsCodeField } from './SmsCodeField';
import { useAccountSubmit } from './useAccountSubmit';

/**
 * Registration (`auth.register`, 001 section 5.11): mobile number, SMS code (获取验证码, then 60 s), real name
 * (2-10 Chinese, letters or digits) and password (8+ with a letter and a digit). The account's name is the phone;
 * it is signed in at once and belongs to no enterprise yet. Every rule's message shows under its field; a refused
 * submit keeps what was typed. With an invitation's code it registers through the invitation (`inviteRegister`):
 * the account is then a member of the inviting enterprise.
 */
export function RegisterForm({ onRegistered, inviteCode, defaultPhone = '', className, locale }: RegisterFormProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const register = useRegister(inviteCode);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { phone: defaultPhone, code: '', realname: '', password: '' },
  });
  const submit = useAccountSubmit(form, strings);
  return (
    <Form
      form={form}
      className={className}
      aria-label={strings.register}
      onSubmit={(values) => {
        submit.clear();
        register.mutate(registerFormSchema.parse(values), { onSuccess: onRegistered, onError: submit.onError });
      }}
    >
      {submit.message ? <Alert tone="error" showIcon description={submit.message} /> : null}
      <FormTextField
        control={form.control}
        name="phone"
        label={strings.phone}
        placeholder={strings.phonePlaceholder}
        autoComplete="tel"
        inputMode="numeric"
        size="lg"
        prefix={<UserIcon tone="secondary" />}
        isRequired
      />
      <SmsCodeField form={form} purpose={SmsPurpose.Register} strings={strings} />
      <FormTextField
        control={form.control}
        name="realname"
        label={strings.realname}
        placeholder={strings.realnamePlaceholder}
        autoComplete="name"
        size="lg"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={strings.password}
        placeholder={strings.passwordPlaceholder}
        autoComplete="new-password"
        size="lg"
        prefix={<LockIcon tone="secondary" />}
        isRequired
      />
      <Button type="submit" variant="primary" size="lg" block isPending={register.isPending}>
        {inviteCode ? strings.registerAndJoin : strings.register}
      </Button>
    </Form>
  );
}
