import { FrameTemplateList } from '@atelier/features';
import { useNavigate } from 'react-router';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** client-signature → 签章首页 (/client-signature/index): the firm's frame templates, a new one from a sample. */
export function Component() {
  const navigate = useNavigate();
  return (
    <Page>
      <section className={pages.card}>
        <FrameTemplateList
          onEdit={(id) => void navigate(`/client-signature/frame-config?id=${encodeURIComponent(id)}`)}
        />
      </section>
    </Page>
  );
}
