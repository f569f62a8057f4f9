import { ProjectIcon } from '@atelier/ui';
import { useT } from '../../i18n';
import { EmptyState } from '../../layout/EmptyState';
import * as pages from '../pages.css';
import * as styles from './project.css';

/** The right side of the project centre before a project is chosen. */
export function ChooseProject() {
  const t = useT();
  return (
    <div className={styles.view}>
      <section className={pages.cardFill}>
        <EmptyState
          image={<ProjectIcon width={64} height={64} strokeWidth={1} />}
          title={t.project.chooseProject}
          text={t.project.chooseProjectText}
        />
      </section>
    </div>
  );
}
