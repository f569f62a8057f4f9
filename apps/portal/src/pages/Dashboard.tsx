import { ButtonPermission, projectTypeText, projectTypeTextEn } from '@atelier/api';
import { Button, Dialog, Empty, ProjectIcon, Select, Skeleton, StampIcon, Tag } from '@atelier/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { visibleMenuItems } from '../guard/guard';
import { useT } from '../i18n';
import { modules } from '../nav/modules';
import { usePermissions, useProjectList, useUserInfo } from '../queries/hooks';
import { ProjectFilter } from '../queries/keys';
import { ProjectTab, projectDirPath } from '../router/paths';
import * as styles from './pages.css';

/** The ordered-signing dialog (its file picker and tree, about 60 kB gzip) loads when a project is chosen for it. */
const OrderedSigningLauncher = lazy(() =>
  import('./project/OrderedSigningLauncher').then((module) => ({ default: module.OrderedSigningLauncher })),
);

const RECENT_PROJECTS = 8;

/** The workbench: a welcome, the user's projects and shortcuts to the permitted modules. */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const user = useUserInfo();
  const { menuList, keys } = usePermissions();
  const canSeeProjects = keys.has('projectCenter');
  const projects = useProjectList('', ProjectFilter.All, canSeeProjects);
  const typeText = t.locale === 'zh-CN' ? projectTypeText : projectTypeTextEn;
  // The quick action 发起按序签章: choose the project, then the files inside the dialog.
  const canLaunchOrdered = canSeeProjects && keys.has(ButtonPermission.OrderApproval);
  // The quick entrance 发布计划 (001 section 2.2's quick-entrance targets): choose the project, then its plans.
  const canPlan = canSeeProjects;
  /** What the project chooser is open for: 发起按序签章, or 发布计划; null while closed. */
  const [choosingFor, setChoosingFor] = useState<'ordered' | 'plan' | null>(null);
  const choosingProject = choosingFor !== null;
  const setChoosingProject = (open: boolean) => {
    if (!open) setChoosingFor(null);
  };
  const [chosenProject, setChosenProject] = useState<string | null>(null);
  const [orderedProject, setOrderedProject] = useState<string | null>(null);
  const shortcuts = modules.filter(
    (m) => m.inNavbar && m.segment !== 'dashboard' && m.perms !== null && keys.has(m.perms),
  );

  return (
    <div className={styles.page}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <div>
          <h1 id="welcome-title" className={styles.welcomeTitle}>
            {t.dashboard.welcome(user.realname)}
          </h1>
          <p className={styles.welcomeMeta}>{user.curEnterpriseName ?? t.navbar.noEnterprise}</p>
        </div>
        {canSeeProjects ? (
          <Button variant="primary" onPress={() => void navigate('/project-center/list')}>
            {t.dashboard.openProjects}
          </Button>
        ) : null}
      </section>
      <div className={styles.grid}>
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
        <section className={styles.card} aria-labelledby="shortcuts">
          <h2 id="shortcuts" className={styles.cardTitle}>
            {t.dashboard.shortcuts}
          </h2>
          <ul className={styles.shortcutList}>
            {shortcuts.map((m) => (
              <li key={m.segment}>
                <Link className={styles.shortcut} to={visibleMenuItems(m, menuList, keys)[0]?.path ?? m.home}>
                  {t.menu[m.label]}
                </Link>
              </li>
            ))}
          </ul>
          {canLaunchOrdered || canPlan ? (
            <div className={styles.cardFooter}>
              {canLaunchOrdered ? (
                <Button icon={<StampIcon />} onPress={() => setChoosingFor('ordered')}>
                  {t.dashboard.orderedSigning}
                </Button>
              ) : null}
              {canPlan ? <Button onPress={() => setChoosingFor('plan')}>{t.dashboard.publishPlan}</Button> : null}
            </div>
          ) : null}
        </section>
      </div>
      <Dialog
        title={t.dashboard.chooseProject}
        width={480}
        isOpen={choosingProject}
        onOpenChange={setChoosingProject}
        okButtonProps={{ isDisabled: chosenProject === null }}
        onOk={() => {
          if (choosingFor === 'plan' && chosenProject) {
            void navigate(projectDirPath({ projectId: chosenProject, tab: ProjectTab.PublishPlan }));
          } else setOrderedProject(chosenProject);
        }}
      >
        <Select
          label={t.dashboard.project}
          items={projects.projects.map((project) => ({ id: project.id, label: project.name }))}
          selectedKey={chosenProject}
          onSelectionChange={(key) => setChosenProject(key === null ? null : String(key))}
        />
      </Dialog>
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
