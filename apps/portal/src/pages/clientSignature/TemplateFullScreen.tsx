import { FrameTemplateEditor, FrameTemplateList } from '@atelier/features';
import { useNavigate, useParams } from 'react-router';
import * as pages from '../pages.css';

/**
 * The full-screen template page (template/:templateType?/:templateId?/:recordId?/:name?): the editor of the template
 * named by `templateId`, opened in its own tab; without one, the list.
 */
export function Component() {
  const { templateId } = useParams();
  const navigate = useNavigate();
  const open = (id: string) => void navigate(`/template/1/${encodeURIComponent(id)}`);
  return (
    <div className={pages.page}>
      <section className={pages.card}>
        {templateId ? (
          <FrameTemplateEditor
            key={templateId}
            templateId={templateId}
            onSavedAsNew={open}
            onDeleted={() => void navigate('/template')}
          />
        ) : (
          <FrameTemplateList onEdit={open} />
        )}
      </section>
    </div>
  );
}
