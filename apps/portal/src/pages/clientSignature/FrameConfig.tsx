import { FrameTemplateEditor, FrameTemplateList } from '@atelier/features';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** The editor's drawing width in pixels: the page leaves room for the region list beside it at 992 px. */
const CANVAS_WIDTH = 560;

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
            canvasWidth={CANVAS_WIDTH}
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
