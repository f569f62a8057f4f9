import { OpinionBankState } from '@atelier/api';
import { OpinionBank } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** enterprise → 意见库 (/enterprise/opinion; issue 29): the firm's standard review opinions, tended by its admin. */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <OpinionBank state={OpinionBankState.Enterprise} showTitle={false} />
      </section>
    </Page>
  );
}
