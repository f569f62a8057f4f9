import { OpinionBankState } from '@atelier/api';
import { OpinionBank } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** account → 个人意见库 (/account/opinion; issue 29): the person's own review opinions, picked while marking. */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <OpinionBank state={OpinionBankState.Personal} showTitle={false} />
      </section>
    </Page>
  );
}
