import { SmsPurpose } from '@atelier/api';
import { Alert, Button, UserIcon } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { usePhoneLogin } from './hooks';
import type { PhoneLoginFormProps } from './interface';
import { type PhoneLoginFormValues, phoneLoginFormSchema } from './model';
import { SmsCodeField } from './SmsCodeField';
import { useAccountSubmit } from './useAccountSubmit';

/** Login by mobile number and SMS code (`auth.phoneLogin`): the phone must be an account's; a code works once. */
export function PhoneLoginForm({ onLoggedIn, defaultPhone = '', className, locale }: PhoneLoginFormProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const login = usePhoneLogin();
  const form = useForm<PhoneLoginFormValues>({
    resolver: zodResolver(phoneLoginFormSchema),
    defaultValues: { phone: defaultPhone, code: '' },
  });
  const submit = useAccountSubmit(form, strings);
  return (
    <Form
      form={form}
      className={className}
      aria-label={strings.login}
      onSubmit={(values) => {
        submit.clear();
        login.mutate(phoneLoginFormSchema.parse(values), { onSuccess: onLoggedIn, onError: submit.onError });
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
      <SmsCodeField form={form} purpose={SmsPurpose.Login} strings={strings} />
      <Button type="submit" variant="primary" size="lg" block isPending={login.isPending}>
        {strings.login}
      </Button>
    </Form>
  );
}
