import { PreferenceForm } from '@atelier/features';
import { useLanguage } from '../../app/language';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';
import { portalLanguageOf } from './preferences';

/**
 * account → 偏好设置 (/account/preference, issue 24): the language (applied at once) and the page that opens after
 * login (applied at the next login, account/preferences.ts).
 */
export function Component() {
  const { setLanguage } = useLanguage();
  return (
    <Page>
      <section className={pages.card} style={{ maxWidth: 480 }}>
        <PreferenceForm onSaved={(saved) => setLanguage(portalLanguageOf(saved.language))} />
      </section>
    </Page>
  );
}
