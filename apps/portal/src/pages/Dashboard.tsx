import { ButtonPermission, notificationTarget, projectTypeText, projectTypeTextEn } from '@atelier/api';
import { useReadNotification, WorkbenchPanels } from '@atelier/features';
import { Button, Dialog, Empty, ProjectIcon, Select, Skeleton, StampIcon, Tag } from '@atelier/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n';
import { usePermissions, useProjectList, useUserInfo } from '../queries/hooks';
import { ProjectFilter } from '../queries/keys';
import { ProjectTab, projectDirPath } from '../router/paths';
import { notificationPath } from './notification/notificationTarget';
import { useOpenNotification } from './notification/useOpenNotification';
import * as styles from './pages.css';

/** The ordered-signing dialog (its file picker and tree, about 60 kB gzip) loads when a project is chosen for it. */
const OrderedSigningLauncher = lazy(() =>
  import('./project/OrderedSigningLauncher').then((module) => ({ default: module.OrderedSigningLauncher })),
);

/** The quick stamp wizard (its recognition list and batches) loads when a project is chosen for it. */
const QuickStampLauncher = lazy(() =>
  import('./project/QuickStampLauncher').then((module) => ({ default: module.QuickStampLauncher })),
);

const RECENT_PROJECTS = 8;

/**
 * The workbench (001 section 7.1): a welcome with the quick actions, then the features' panels (counts, approvals,
 * shortcuts, unread messages) with the person's projects in the grid's next cell, where the schedule's tasks and
 * meetings panels will join.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const user = useUserInfo();
  const { keys } = usePermissions();
  const openNotification = useOpenNotification();
  const read = useReadNotification();
  const canSeeProjects = keys.has('projectCenter');
  const projects = useProjectList('', ProjectFilter.All, canSeeProjects);
  const typeText = t.locale === 'zh-CN' ? projectTypeText : projectTypeTextEn;
  // The quick actions 发起快速签章 and 发起按序签章: choose the project, then the files inside the wizard or dialog.
  const canLaunchQuick = canSeeProjects && keys.has(ButtonPermission.FastApproval);
  const canLaunchOrdered = canSeeProjects && keys.has(ButtonPermission.OrderApproval);
  // The quick entrance 发布计划 (001 section 2.2's quick-entrance targets): choose the project, then its plans.
  const canPlan = canSeeProjects;
  /** What the project chooser is open for: 发起快速签章, 发起按序签章 or 发布计划; null while closed. */
  const [choosingFor, setChoosingFor] = useState<'quick' | 'ordered' | 'plan' | null>(null);
  const choosingProject = choosingFor !== null;
  const setChoosingProject = (open: boolean) => {
    if (!open) setChoosingFor(null);
  };
  const [chosenProject, setChosenProject] = useState<string | null>(null);
  const [orderedProject, setOrderedProject] = useState<string | null>(null);
  const [quickProject, setQuickProject] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <div>
          <h1 id="welcome-title" className={styles.welcomeTitle}>
            {t.dashboard.welcome(user.realname)}
          </h1>
          <p className={styles.welcomeMeta}>{user.curEnterpriseName ?? t.navbar.noEnterprise}</p>
        </div>
        <div className={styles.cardFooter}>
          {canLaunchQuick ? (
            <Button icon={<StampIcon />} onPress={() => setChoosingFor('quick')}>
              {t.dashboard.quickStamp}
            </Button>
          ) : null}
          {canLaunchOrdered ? (
            <Button icon={<StampIcon />} onPress={() => setChoosingFor('ordered')}>
              {t.dashboard.orderedSigning}
            </Button>
          ) : null}
          {canPlan ? <Button onPress={() => setChoosingFor('plan')}>{t.dashboard.publishPlan}</Button> : null}
          {canSeeProjects ? (
            <Button variant="primary" onPress={() => void navigate('/project-center/list')}>
              {t.dashboard.openProjects}
            </Button>
          ) : null}
        </div>
      </section>
      <WorkbenchPanels
        onOpenShortcut={(shortcut) => void navigate(shortcut.path)}
        onOpenApproval={(entry) => {
          const path = notificationPath({
            kind: 'approval',
            actId: entry.id,
            formId: entry.formId ?? null,
            pending: Boolean(entry.formId),
          });
          if (path) void navigate(path);
        }}
        onOpenNotification={(n) => {
          read.mutate(n.id);
          openNotification(notificationTarget(n));
        }}
        extraPanels={
          <section className={styles.card} aria-labelledby="my-projects">
            <div className={styles.cardHeader}>
              <h2 id="my-projects" className={styles.cardTitle} style={{ margin: 0 }}>
                {t.dashboard.myProjects}
              </h2>
              {canSeeProjects && projects.total > 0 ? (
                <span className={styles.tileMeta}>{t.project.total(projects.total)}</span>
              ) : null}
            </div>
            {!canSeeProjects ? (
              <Empty simple description={t.dashboard.noProjectAccess} />
            ) : projects.isPending ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : projects.projects.length === 0 ? (
              <Empty simple description={t.project.empty} />
            ) : (
              <ul className={styles.projectGrid}>
                {projects.projects.slice(0, RECENT_PROJECTS).map((project) => (
                  <li key={project.id}>
                    <Link to={projectDirPath({ projectId: project.id })} className={styles.projectTile}>
                      <span className={styles.tileName}>{project.name}</span>
                      <span className={styles.tileMeta}>
                        <ProjectIcon size="sm" />
                        {project.simpleName}
                        <Tag size="sm">{typeText[project.proType]}</Tag>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        }
      />
      <Dialog
        title={t.dashboard.chooseProject}
        width={480}
        isOpen={choosingProject}
        onOpenChange={setChoosingProject}
        okButtonProps={{ isDisabled: chosenProject === null }}
        onOk={() => {
          if (choosingFor === 'plan' && chosenProject) {
            void navigate(projectDirPath({ projectId: chosenProject, tab: ProjectTab.PublishPlan }));
          } else if (choosingFor === 'quick') setQuickProject(chosenProject);
          else setOrderedProject(chosenProject);
        }}
      >
        <Select
          label={t.dashboard.project}
          items={projects.projects.map((project) => ({ id: project.id, label: project.name }))}
          selectedKey={chosenProject}
          onSelectionChange={(key) => setChosenProject(key === null ? null : String(key))}
        />
      </Dialog>
      {quickProject ? (
        <Suspense fallback={null}>
          <QuickStampLauncher projectId={quickProject} onClose={() => setQuickProject(null)} />
        </Suspense>
      ) : null}
      {orderedProject ? (
        // No fallback: the launcher itself shows nothing until the project's details are in.
        <Suspense fallback={null}>
          <OrderedSigningLauncher
            projectId={orderedProject}
            initialFiles={[]}
            onClose={() => setOrderedProject(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
