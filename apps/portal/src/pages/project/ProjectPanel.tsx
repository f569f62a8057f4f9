import { Flag, type ProjectListEntry, projectTypeText, projectTypeTextEn } from '@atelier/api';
import { FavouriteButton, LabelTags, ProjectCover, ProjectWizard, QuickProjectDialog } from '@atelier/features';
import {
  AddIcon,
  Button,
  DeleteIcon,
  Empty,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  SearchIcon,
  Select,
  Skeleton,
  Spinner,
  Tag,
  TagIcon,
  TextField,
  UserText,
} from '@atelier/ui';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../app/services';
import { useT } from '../../i18n';
import { ProjectFilter } from '../../queries/keys';
import { projectDirPath } from '../../router/paths';
import * as styles from './project.css';
import { loadProjectDraft, removeProjectDraft, saveProjectDraft } from './projectDrafts';

export const CreateProjectKind = { Quick: 'quick', Ordinary: 'ordinary' } as const;
export type CreateProjectKind = (typeof CreateProjectKind)[keyof typeof CreateProjectKind];

export interface ProjectPanelProps {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** The search rule's message (e.g. 搜索内容不能包含特殊字符). */
  keywordError?: string | undefined;
  filter: ProjectFilter;
  onFilterChange: (filter: ProjectFilter) => void;
  projects: readonly ProjectListEntry[];
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  activeProjectId?: string | undefined;
  /** The create button can be disabled by a prohibit flag (001 section 2.5). */
  isCreateDisabled?: boolean;
  onCreate: (kind: CreateProjectKind) => void;
  /** Opens the project recycle bin; without it the entry is not shown. */
  onOpenRecycle?: (() => void) | undefined;
  /** The caller's labels to filter by (issue 25), and the one chosen (none: every project). */
  labels?: readonly { id: string; name: string }[] | undefined;
  labelId?: string | undefined;
  onLabelChange?: ((labelId: string | undefined) => void) | undefined;
  /** Opens the label manager; without it the entry is not shown. */
  onManageLabels?: (() => void) | undefined;
  /** Opens the labels of one project; without it the rows have no label button. */
  onSetLabels?: ((project: ProjectListEntry) => void) | undefined;
}

/** The label select's "every label" option. */
const ALL_LABELS = '';

/** The project centre's left panel: search, filter, the project list and the create button (001 section 2.5). */
export function ProjectPanel({
  keyword,
  onKeywordChange,
  keywordError,
  filter,
  onFilterChange,
  projects,
  isLoading,
  isError,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
  activeProjectId,
  isCreateDisabled = false,
  onCreate,
  onOpenRecycle,
  labels = [],
  labelId,
  onLabelChange,
  onManageLabels,
  onSetLabels,
}: ProjectPanelProps) {
  const t = useT();
  const typeText = t.locale === 'zh-CN' ? projectTypeText : projectTypeTextEn;
  const sentinel = useRef<HTMLLIElement | null>(null);

  // Scrolling to the end loads the next 100 (001 section 9).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isLoadingMore) onLoadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, onLoadMore]);

  return (
    <aside className={styles.panel} aria-labelledby="project-panel-title">
      <div className={styles.panelHeader}>
        {/* It names the panel's landmark; not a heading, so that the page's h1 comes first (issue 22 item 19). */}
        <p id="project-panel-title" className={styles.panelTitle}>
          {t.project.panelLabel}
        </p>
        <span className={styles.panelActions}>
          {onManageLabels ? (
            <IconButton size="sm" icon={<TagIcon />} aria-label={t.project.manageLabels} onPress={onManageLabels} />
          ) : null}
          {onOpenRecycle ? (
            <Button size="sm" icon={<DeleteIcon />} onPress={onOpenRecycle}>
              {t.project.recycle}
            </Button>
          ) : null}
          <MenuTrigger>
            <Button size="sm" variant="primary" icon={<AddIcon />} isDisabled={isCreateDisabled}>
              {t.project.create}
            </Button>
            <Menu placement="bottom end" onAction={(key) => onCreate(key as CreateProjectKind)}>
              <MenuItem id={CreateProjectKind.Quick}>{t.project.createQuick}</MenuItem>
              <MenuItem id={CreateProjectKind.Ordinary}>{t.project.createOrdinary}</MenuItem>
            </Menu>
          </MenuTrigger>
        </span>
      </div>
      <div className={styles.panelFilters}>
        <TextField
          aria-label={t.project.search}
          size="sm"
          placeholder={t.project.searchPlaceholder}
          prefix={<SearchIcon tone="secondary" />}
          allowClear
          value={keyword}
          onChange={onKeywordChange}
          errorMessage={keywordError}
        />
        <Select
          aria-label={t.project.filter}
          size="sm"
          selectedKey={filter}
          onSelectionChange={(key) => {
            if (key !== null) onFilterChange(key as ProjectFilter);
          }}
          items={[
            { id: ProjectFilter.All, label: t.project.filterAll },
            { id: ProjectFilter.CreatedByMe, label: t.project.filterCreated },
            { id: ProjectFilter.Participated, label: t.project.filterJoined },
            { id: ProjectFilter.Favourites, label: t.project.filterFavourites },
          ]}
        />
        {onLabelChange && labels.length > 0 ? (
          <Select
            aria-label={t.project.labelFilter}
            size="sm"
            selectedKey={labelId ?? ALL_LABELS}
            onSelectionChange={(key) => onLabelChange(key === null || key === ALL_LABELS ? undefined : String(key))}
            items={[
              { id: ALL_LABELS, label: t.project.allLabels },
              ...labels.map((label) => ({ id: label.id, label: label.name })),
            ]}
          />
        ) : null}
      </div>
      {isLoading ? (
        <div className={styles.panelState}>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : isError ? (
        <div className={styles.panelState}>
          <Empty simple description={t.project.loadError}>
            <Button size="sm" onPress={onRetry}>
              {t.common.retry}
            </Button>
          </Empty>
        </div>
      ) : projects.length === 0 ? (
        <div className={styles.panelState}>
          <Empty simple description={keyword.trim() ? t.project.emptySearch : t.project.empty} />
        </div>
      ) : (
        <nav aria-label={t.project.panelLabel} className={styles.panelList}>
          <ul className={styles.plainList}>
            {projects.map((project) => (
              <li key={project.id} className={styles.projectRow}>
                <span className={styles.projectCover}>
                  <ProjectCover projectName={project.name} coverImage={project.coverImage} />
                </span>
                <Link
                  to={projectDirPath({ projectId: project.id })}
                  className={styles.projectLink}
                  aria-current={project.id === activeProjectId ? 'page' : undefined}
                >
                  <UserText className={styles.projectName}>{project.name}</UserText>
                  <span className={styles.projectMeta}>
                    <span className={styles.simpleName}>{project.simpleName}</span>
                    <Tag size="sm">{typeText[project.proType]}</Tag>
                  </span>
                  <LabelTags labels={project.labelList ?? []} aria-label={t.project.labelsOf(project.name)} />
                </Link>
                <span className={styles.projectActions}>
                  <FavouriteButton
                    projectId={project.id}
                    projectName={project.name}
                    isFavourite={project.isFav === Flag.Yes}
                  />
                  {onSetLabels ? (
                    <IconButton
                      size="sm"
                      variant="text"
                      icon={<TagIcon />}
                      aria-label={t.project.setLabelsOf(project.name)}
                      onPress={() => onSetLabels(project)}
                    />
                  ) : null}
                </span>
              </li>
            ))}
            {hasMore ? (
              <li ref={sentinel} className={styles.panelFooter}>
                {isLoadingMore ? (
                  <Spinner size="sm" />
                ) : (
                  <Button size="sm" variant="link" onPress={onLoadMore}>
                    {t.project.loadMore}
                  </Button>
                )}
              </li>
            ) : null}
          </ul>
        </nav>
      )}
    </aside>
  );
}

export interface ProjectCreationProps {
  /** Which creation is open, if any. */
  creating: CreateProjectKind | null;
  onClose: () => void;
}

/**
 * The two creations the panel's 新建项目 offers (001 section 2.5): the quick-project dialog and the ordinary
 * wizard, whose draft is kept in the session per enterprise until it is created or abandoned. A created project is
 * opened at its directory; the panel's list refreshes (the creation makes the project queries stale).
 */
export function ProjectCreation({ creating, onClose }: ProjectCreationProps) {
  const session = useSession();
  const navigate = useNavigate();
  const enterpriseId = session.getEnterpriseId();
  const opened = (projectId: string) => {
    onClose();
    void navigate(projectDirPath({ projectId }));
  };
  if (creating === CreateProjectKind.Quick) {
    return (
      <QuickProjectDialog
        isOpen
        currentUserId={session.getUserId() ?? undefined}
        onCreated={(project) => opened(project.id)}
        onCancel={onClose}
      />
    );
  }
  if (creating === CreateProjectKind.Ordinary) {
    return (
      <ProjectWizard
        isOpen
        draft={loadProjectDraft(enterpriseId)}
        onDraftChange={(draft) => saveProjectDraft(enterpriseId, draft)}
        onCreated={(project) => {
          removeProjectDraft(enterpriseId);
          opened(project.id);
        }}
        onCancel={() => {
          removeProjectDraft(enterpriseId);
          onClose();
        }}
      />
    );
  }
  return null;
}
