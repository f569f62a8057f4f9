import { PublishInfo } from '@atelier/features';
import { useParams } from 'react-router';
import { triggerDownload } from '../../download';
import * as styles from '../pages.css';

/**
 * The page behind a publish approval's share link ({domain}/publish-info/{code}, 000 section 2): public, no login;
 * the key in the path is the only authorisation, and the server checks it and its validity on every call.
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <section className={styles.card}>
      <PublishInfo shareKey={id} onDownload={(link) => triggerDownload(link.url, link.fileName)} />
    </section>
  );
}
