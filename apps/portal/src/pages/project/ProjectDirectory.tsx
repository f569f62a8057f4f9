import { Flag, projectTypeText, projectTypeTextEn } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { CoverPicker, FlowTemplateList, ProjectMembersPanel, PublishPlans } from '@atelier/features';
import { Button, ClockIcon, Drawer, Empty, Skeleton, Tab, TabList, TabPanel, Tabs, Tag, UserText } from '@atelier/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/services';
import { useT } from '../../i18n';
import { useManagesProject, useProjectDetail } from '../../queries/hooks';
import { ROOT_FOLDER_ID } from '../../queries/keys';
import { ProjectTab, projectDirPath, projectRecyclePath } from '../../router/paths';
import * as pages from '../pages.css';
import { ChooseProject } from './ChooseProject';
import { ProjectFiles } from './ProjectFiles';
import { ProjectReview } from './ProjectReview';
import * as styles from './project.css';

const tabs = Object.values(ProjectTab);
const isTab = (value: string | undefined): value is ProjectTab => tabs.includes(value as ProjectTab);
const endsSession = (error: unknown) =>
  isApiError(error) && (error.outcome?.effects.some((effect) => effect.type === 'logout') ?? false);

/** A project: its facts and its tabs (file, schedule, process centre, online review, publish plans). */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { tab: tabParam, project_id: projectId, res_id: resId } = useParams();
  const tab = isTab(tabParam) ? tabParam : ProjectTab.File;
  const detail = useProjectDetail(projectId);
  const managesProject = useManagesProject(projectId);
  const session = useSession();
  const [membersOpen, setMembersOpen] = useState(false);
  if (!projectId) return <ChooseProject />;

  const typeText = t.locale === 'zh-CN' ? projectTypeText : projectTypeTextEn;
  const tabLabels: Record<ProjectTab, string> = {
    file: t.project.tabFile,
    schedule: t.project.tabSchedule,
    workflow: t.project.tabWorkflow,
    review: t.project.tabReview,
    publishPlan: t.project.tabPublishPlan,
  };

  if (detail.isError) {
    // An ended session is on its way to /login: nothing to say here.
    if (endsSession(detail.error)) return null;
    return (
      <div className={styles.view}>
        <section className={pages.cardFill}>
          <Empty description={t.project.notFound} />
        </section>
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => void navigate(projectDirPath({ projectId, tab: key as ProjectTab }))}
        className={styles.view}
        style={{ padding: 0 }}
      >
        <header className={styles.header}>
          {detail.data ? (
            <>
              <div className={styles.titleRow}>
                <h1 className={styles.title}>
                  <UserText>{detail.data.name}</UserText>
                </h1>
                <Tag color="brand" size="sm">
                  {typeText[detail.data.proType]}
                </Tag>
                <Button size="sm" onPress={() => setMembersOpen(true)}>
                  {t.projectFiles.members}
                </Button>
              </div>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>{t.projectFacts.simpleName}</dt>
                  <dd className={styles.factValue}>{detail.data.simpleName}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t.projectFacts.designNum}</dt>
                  <dd className={styles.factValue}>{detail.data.designNum}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t.projectFacts.year}</dt>
                  <dd className={styles.factValue}>{detail.data.year}</dd>
                </div>
              </dl>
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 1 }} />
          )}
          <TabList aria-label={t.project.tabs}>
            {tabs.map((id) => (
              <Tab key={id} id={id}>
                {tabLabels[id]}
              </Tab>
            ))}
          </TabList>
        </header>
        {tabs.map((id) => (
          <TabPanel key={id} id={id} className={styles.tabPanel}>
            {id === ProjectTab.File ? (
              <ProjectFiles
                projectId={projectId}
                projectName={detail.data?.name ?? ''}
                folderId={resId ?? ROOT_FOLDER_ID}
              />
            ) : id === ProjectTab.Review ? (
              <ProjectReview projectId={projectId} />
            ) : id === ProjectTab.PublishPlan ? (
              <section className={`${pages.card} ${styles.workflowCard}`}>
                <PublishPlans projectId={projectId} projectName={detail.data?.name ?? ''} />
              </section>
            ) : id === ProjectTab.Workflow ? (
              <section className={`${pages.card} ${styles.workflowCard}`}>
                <FlowTemplateList projectId={projectId} {...(detail.data ? { projectName: detail.data.name } : {})} />
              </section>
            ) : (
              <section className={pages.cardFill}>
                <Empty
                  image={<ClockIcon width={48} height={48} strokeWidth={1} />}
                  description={t.comingSoon.text(tabLabels[id])}
                />
              </section>
            )}
          </TabPanel>
        ))}
      </Tabs>
      {detail.data ? (
        // The members of the project (issue 25): managing them, quitting, transferring, deleting.
        <Drawer title={t.projectFiles.members} width={760} isOpen={membersOpen} onOpenChange={setMembersOpen}>
          {managesProject ? (
            // The project's cover (issue 25), chosen by its managers beside its other settings.
            <CoverPicker projectId={projectId} projectName={detail.data.name} coverImage={detail.data.coverImage} />
          ) : null}
          <ProjectMembersPanel
            projectId={projectId}
            projectName={detail.data.name}
            proType={detail.data.proType}
            permissionSwitch={detail.data.permissionSwitch === Flag.Yes}
            currentUserId={session.getUserId() ?? ''}
            onLeft={(how) => {
              setMembersOpen(false);
              // A deleted project lands in the project recycle bin, where it can be restored for 30 days.
              void navigate(how === 'deleted' ? projectRecyclePath : '/project-center');
            }}
          />
        </Drawer>
      ) : null}
    </div>
  );
}
