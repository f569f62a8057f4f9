import { ProjectTemplateList } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** enterprise → 项目模板 (/enterprise/entProTemp; issue 25): the folder structures an ordinary project starts from. */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <ProjectTemplateList showTitle={false} />
      </section>
    </Page>
  );
}
