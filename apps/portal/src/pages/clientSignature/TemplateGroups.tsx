import { TemplateGroupSettings } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** client-signature → 模板组设置 (/client-signature/template-group): named groups of frame templates. */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <TemplateGroupSettings showTitle={false} />
      </section>
    </Page>
  );
}
