import { SmsPurpose } from '@atelier/api';
import { Alert, Button, LockIcon, UserIcon } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { useFindBackPassword } from './hooks';
import type { FindBackPasswordFormProps } from './interface';
import { type FindBackFormValues, findBackFormSchema } from './model';
import { SmsCodeField } from './SmsCodeField';
import { useAccountSubmit } from './useAccountSubmit';

/**
 * Password recovery (`auth.findBackPassword`): the account's phone, the code sent to it and a new password
 * (8+ with a letter and a digit). Every session of the account ends; the caller goes back to the login.
 */
export function FindBackPasswordForm({ onReset, defaultPhone = '', className, locale }: FindBackPasswordFormProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const reset = useFindBackPassword();
  const form = useForm<FindBackFormValues>({
    resolver: zodResolver(findBackFormSchema),
    defaultValues: { phone: defaultPhone, code: '', password: '' },
  });
  const submit = useAccountSubmit(form, strings);
  return (
    <Form
      form={form}
      className={className}
      aria-label={strings.resetPassword}
      onSubmit={(values) => {
        submit.clear();
        const input = findBackFormSchema.parse(values);
        reset.mutate(input, { onSuccess: () => onReset(input.phone), onError: submit.onError });
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
      <SmsCodeField form={form} purpose={SmsPurpose.FindBack} strings={strings} />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={strings.newPassword}
        placeholder={strings.passwordPlaceholder}
        autoComplete="new-password"
        size="lg"
        prefix={<LockIcon tone="secondary" />}
        isRequired
      />
      <Button type="submit" variant="primary" size="lg" block isPending={reset.isPending}>
        {strings.resetPassword}
      </Button>
    </Form>
  );
}
