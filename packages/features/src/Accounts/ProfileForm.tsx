import { avatarFileSchema, type UserInfo } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, FilePicker, Spinner, useToast } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import * as styles from './Accounts.css';
import type { ProfileFormProps } from './interface';
import { useUpdateProfile, useUserAvatar, useUserInfo } from './settingsHooks';
import { fieldOfProfileRefusal, type ProfileFormValues, profileFormSchema, profileInput } from './settingsModel';

/**
 * 基本信息 (/account/basic, issue 24): the avatar (JPG, JPEG or PNG under 500 KB; the server checks its content too)
 * and the real name (2-10 Chinese characters, letters or digits) and email. A refusal shows under its field and
 * nothing typed is lost; once saved the navbar shows the new name and avatar.
 */
export function ProfileForm({ onSaved, className, locale }: ProfileFormProps) {
  const t = useFeatureLocale('ProfileForm', locale);
  const info = useUserInfo();
  if (info.isError && !info.data) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void info.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!info.data) return <Spinner />;
  return <Loaded key={info.data.userId} info={info.data} onSaved={onSaved} className={className} t={t} />;
}

interface LoadedProps {
  info: UserInfo;
  onSaved: ((info: UserInfo) => void) | undefined;
  className: string | undefined;
  t: ReturnType<typeof useFeatureLocale<'ProfileForm'>>;
}

function Loaded({ info, onSaved, className, t }: LoadedProps) {
  const toast = useToast();
  const update = useUpdateProfile();
  const { upload, remove } = useUserAvatar();
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { realname: info.realname, email: info.email ?? '' },
  });

  const pickAvatar = (file: File | undefined) => {
    if (!file) return;
    setAvatarProblem(null);
    const checked = avatarFileSchema.safeParse({ name: file.name, size: file.size });
    if (!checked.success) {
      setAvatarProblem(checked.error.issues[0]?.message ?? t.failed);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t.avatarSaved),
      onError: (error) => {
        if (isApiError(error) && error.handled && !error.passedThrough) return;
        setAvatarProblem(error.message || t.failed);
      },
    });
  };

  return (
    <section className={className} aria-label={t.title}>
      <div className={styles.avatarRow}>
        {info.avatar ? (
          <img className={styles.avatar} src={info.avatar} alt={t.avatar} />
        ) : (
          <span className={styles.avatarPlaceholder} aria-label={t.noAvatar} role="img">
            {info.realname.slice(0, 1)}
          </span>
        )}
        <div className={styles.avatarActions}>
          <div className={styles.inline}>
            <FilePicker
              allowsMultiple={false}
              allowsDirectories={false}
              isDisabled={upload.isPending}
              onSelect={(files) => pickAvatar(files[0]?.file)}
              locale={{ selectFiles: t.uploadAvatar }}
            />
            {info.avatar ? (
              <Button
                danger
                isDisabled={remove.isPending}
                onPress={() => remove.mutate(undefined, { onSuccess: () => toast.success(t.avatarRemoved) })}
              >
                {t.removeAvatar}
              </Button>
            ) : null}
          </div>
          <span className={styles.hint}>{t.avatarHint}</span>
          {avatarProblem ? <Alert tone="error" showIcon description={avatarProblem} /> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t.username}</dt>
        <dd>{info.username}</dd>
        <dt>{t.phone}</dt>
        <dd>{info.phone}</dd>
      </dl>
      <Form
        form={form}
        aria-label={t.title}
        onSubmit={(values) => {
          update.mutate(profileInput(values), {
            onSuccess: (saved) => {
              form.reset({ realname: saved.realname, email: saved.email ?? '' });
              toast.success(t.saved);
              onSaved?.(saved);
            },
            onError: (error) => {
              if (isApiError(error) && error.handled && !error.passedThrough) return;
              const text = error.message || t.failed;
              form.setError(fieldOfProfileRefusal(text), { type: 'server', message: text });
            },
          });
        }}
      >
        <FormTextField
          control={form.control}
          name="realname"
          label={t.realname}
          placeholder={t.realnamePlaceholder}
          autoComplete="name"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t.email}
          placeholder={t.emailPlaceholder}
          autoComplete="email"
        />
        <div>
          <Button type="submit" variant="primary" isPending={update.isPending}>
            {t.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
