import { SpecialtyConfig } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** enterprise → 专业设置 (/enterprise/specialty; issue 24): the specialties dictionary. */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <SpecialtyConfig showTitle={false} />
      </section>
    </Page>
  );
}
