import { ProofreadingReview } from '@atelier/features';
import { useUserInfo } from '../../queries/hooks';
import * as pages from '../pages.css';

/** The project's 在线评审 tab: its proofreadings the user takes part in, marked up in the drawing viewer. */
export function ProjectReview({ projectId }: { projectId: string }) {
  const user = useUserInfo();
  return (
    <section className={pages.card}>
      <ProofreadingReview projectId={projectId} userId={user.userId} />
    </section>
  );
}
