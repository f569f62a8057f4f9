import { OrganisationManager } from '@atelier/features';
import { Page } from '../layout/Page';
import * as pages from './pages.css';

/**
 * 通讯录 (/contact, issue 24): the organisation as staff see it, read-only: the department tree and its people with
 * department, specialties and duties, searched by name or phone. Changes are made on /enterprise/organization.
 */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <OrganisationManager isAdmin={false} />
      </section>
    </Page>
  );
}
