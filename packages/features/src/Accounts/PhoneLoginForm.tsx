import { SmsPurpose } from '@atelier/api';
import { Alert, Button, UserIcon } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { usePhoneLogin } from './hooks';
import type { PhoneLoginFormProps } from './interface';
import { fieldOfRefusal, type PhoneLoginFormValues, phoneLoginFormSchema } from './model';
import { SlideCaptcha } from './SlideCaptcha';
import { SmsCodeField } from './SmsCodeField';
import { useAccountSubmit } from './useAccountSubmit';
import { useLoginCaptcha } from './useLoginCaptcha';

/**
 * Login by mobile number and SMS code (`auth.phoneLogin`): the phone must be an account's; a code works once. After
 * CAPTCHA_AFTER_FAILURES wrong or stale codes (or when the server asks) the slide captcha shows above the button, as
 * on the password login (`useLoginCaptcha`); its passed token goes with the next login, which uses it up.
 */
export function PhoneLoginForm({
  onLoggedIn,
  defaultPhone = '',
  focusPhone = false,
  className,
  locale,
}: PhoneLoginFormProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const captchaStrings = useFeatureLocale('SlideCaptcha');
  const login = usePhoneLogin();
  const captcha = useLoginCaptcha();
  const form = useForm<PhoneLoginFormValues>({
    resolver: zodResolver(phoneLoginFormSchema),
    defaultValues: { phone: defaultPhone, code: '' },
  });
  const submit = useAccountSubmit(form, strings);
  // Once, when the form appears (not when the prop changes later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusPhone) form.setFocus('phone');
  }, []);
  return (
    <Form
      form={form}
      className={className}
      aria-label={strings.login}
      onSubmit={(values) => {
        submit.clear();
        if (captcha.blocks()) {
          submit.say(captchaStrings.solveFirst);
          return;
        }
        login.mutate(
          { ...phoneLoginFormSchema.parse(values), ...captcha.sent() },
          {
            onSuccess: onLoggedIn,
            onError: (error) => {
              // The server counts the refusals of the code (wrong, expired, used up), not an unknown phone.
              captcha.refused(error, fieldOfRefusal(error.message) === 'code');
              submit.onError(error);
            },
          },
        );
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
      {captcha.state.shown ? (
        <div ref={captcha.area}>
          <SlideCaptcha
            key={captcha.state.round}
            onPassed={(token) => {
              captcha.passed(token);
              submit.clear();
            }}
          />
        </div>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block isPending={login.isPending}>
        {strings.login}
      </Button>
    </Form>
  );
}
