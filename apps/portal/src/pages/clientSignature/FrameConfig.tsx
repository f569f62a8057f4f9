import { FrameTemplateEditor, FrameTemplateList } from '@atelier/features';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * client-signature → 图框配置 (/client-signature/frame-config?id=…): the editor of one frame template; without an id
 * the list to pick one from.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const open = (templateId: string) =>
    void navigate(`/client-signature/frame-config?id=${encodeURIComponent(templateId)}`);
  return (
    <Page>
      <section className={pages.card}>
        {id ? (
          <FrameTemplateEditor
            key={id}
            templateId={id}
            onSavedAsNew={open}
            onDeleted={() => void navigate('/client-signature/index')}
          />
        ) : (
          <FrameTemplateList onEdit={open} showTitle={false} />
        )}
      </section>
    </Page>
  );
}
