import { ApprovalStatus } from '@atelier/api';
import { Button, DownloadIcon, Empty, Select, Skeleton } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useProofReportLink } from '../shared/proofreadingLinks';
import { DrawingVersions } from './DrawingVersions';
import { useProjectProofreadings, useProofreading } from './hooks';
import type { ProofreadingReviewProps } from './interface';
import * as styles from './Proofreading.css';
import { ProofreadingLog } from './ProofreadingLog';
import { ProofreadingViewer } from './ProofreadingViewer';

/**
 * 在线评审 (the project's online review tab): the project's proofreadings the person takes part in, and the chosen
 * one's drawings in the markup viewer. Its reviewers mark while it is in progress; its initiator answers, moves
 * drawings to their new versions until completion and adopts the proofread versions; everyone sees its operation
 * record and, once it passed, may download its marked-opinion report (下载校审报告).
 */
export function ProofreadingReview({ projectId, userId, locale, onDownloadReport }: ProofreadingReviewProps) {
  const t = useFeatureLocale('Proofreading', locale);
  const list = useProjectProofreadings(projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  const actId = chosen ?? list.data?.[0]?.id ?? null;
  const { detail, files } = useProofreading(actId);
  const report = useProofReportLink();
  const downloadReport = async (id: string) => {
    const link = await report.mutateAsync(id);
    if (onDownloadReport) onDownloadReport(link);
    else window.open(link.url, '_blank', 'noopener');
  };

  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!list.data?.length) return <Empty description={t.noProofreadings} />;
  const act = detail.data;
  const drawings = (files.data ?? []).flatMap((group) =>
    group.children.map(({ resId, recordId, resName }) => ({ resId, recordId, resName })),
  );
  const inProgress = act?.status === ApprovalStatus.InProgress;
  const isInitiator = act?.launchManInfo.id === userId;
  const isReviewer = act?.actTaskList.some((task) => task.actForms.some((f) => f.userInfo.userId === userId)) ?? false;
  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar}>
        <Select
          label={t.proofreading}
          items={list.data.map((entry) => ({
            id: entry.id,
            label: entry.actName,
            description: `${entry.statusText} · ${entry.launchManInfo.realname}`,
          }))}
          selectedKey={actId}
          onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
        />
        {act?.status === ApprovalStatus.Passed ? (
          // After the pass the server generates the marked-opinion report (000 section 4).
          <Button
            icon={<DownloadIcon />}
            isPending={report.isPending}
            onPress={() => void downloadReport(act.id).catch(() => undefined)}
          >
            {t.downloadReport}
          </Button>
        ) : null}
      </div>
      {act && drawings.length ? (
        <ProofreadingViewer
          key={act.id}
          actId={act.id}
          projectId={projectId}
          files={drawings}
          userId={userId}
          initiatorId={act.launchManInfo.id}
          canMark={inProgress && isReviewer}
          initialZoom={0.5}
          locale={locale}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      {act ? (
        <div className={styles.details}>
          <DrawingVersions
            actId={act.id}
            files={drawings}
            canUpdate={isInitiator && inProgress}
            canAdopt={isInitiator && (inProgress || act.status === ApprovalStatus.Passed)}
            strings={t}
          />
          <ProofreadingLog key={act.id} actId={act.id} strings={t} />
        </div>
      ) : null}
    </div>
  );
}
