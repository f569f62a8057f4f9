import { DefaultPage, PreferredLanguage, type UserSettings } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, Select, Spinner, useToast } from '@atelier/ui';
import { useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './Accounts.css';
import type { PreferenceFormProps } from './interface';
import { useSaveUserSettings, useUserSettings } from './settingsHooks';

/**
 * 偏好设置 (/account/preference, issue 24; `getUserSetting`, `addUserSetting`): the portal's language and the page
 * that opens after login. Saved on the server, so every device of the person follows; the caller applies them.
 */
export function PreferenceForm({ onSaved, className, locale }: PreferenceFormProps) {
  const t = useFeatureLocale('PreferenceForm', locale);
  const settings = useUserSettings();
  if (settings.isError && !settings.data) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void settings.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!settings.data) return <Spinner />;
  return <Loaded saved={settings.data} onSaved={onSaved} className={className} t={t} />;
}

interface LoadedProps {
  saved: UserSettings;
  onSaved: ((settings: UserSettings) => void) | undefined;
  className: string | undefined;
  t: ReturnType<typeof useFeatureLocale<'PreferenceForm'>>;
}

function Loaded({ saved, onSaved, className, t }: LoadedProps) {
  const toast = useToast();
  const save = useSaveUserSettings();
  const [values, setValues] = useState<UserSettings>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const languages = useMemo(
    () => Object.values(PreferredLanguage).map((id) => ({ id, label: t.languageText[id] })),
    [t],
  );
  const pages = useMemo(() => Object.values(DefaultPage).map((id) => ({ id, label: t.defaultPageText[id] })), [t]);
  const changed = values.language !== saved.language || values.defaultPage !== saved.defaultPage;

  return (
    <form
      className={className ? `${styles.stack} ${className}` : styles.stack}
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        save.mutate(values, {
          onSuccess: (next) => {
            toast.success(t.saved);
            onSaved?.(next);
          },
          onError: (error) => {
            if (isApiError(error) && error.handled && !error.passedThrough) return;
            setProblem(error.message || t.failed);
          },
        });
      }}
    >
      {problem ? <Alert tone="error" showIcon description={problem} /> : null}
      <Select
        label={t.language}
        items={languages}
        selectedKey={values.language}
        onSelectionChange={(key) => key && setValues({ ...values, language: key as PreferredLanguage })}
      />
      <Select
        label={t.defaultPage}
        description={t.defaultPageHint}
        items={pages}
        selectedKey={values.defaultPage}
        onSelectionChange={(key) => key && setValues({ ...values, defaultPage: key as DefaultPage })}
      />
      <div>
        <Button type="submit" variant="primary" isDisabled={!changed} isPending={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
