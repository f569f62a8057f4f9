import type { ProjectListEntry } from '@atelier/api';
import { projectSearchSchema } from '@atelier/api';
import { LabelManagerDialog, ProjectLabelDialog, ProjectRecycleDialog, useLabels } from '@atelier/features';
import { useState } from 'react';
import { Outlet, useParams, useSearchParams } from 'react-router';
import { useProjectList } from '../../queries/hooks';
import { ProjectFilter } from '../../queries/keys';
import { PROJECT_RECYCLE_PARAM } from '../../router/paths';
import { useDebouncedValue } from '../../useDebouncedValue';
import { type CreateProjectKind, ProjectCreation, ProjectPanel } from './ProjectPanel';
import * as styles from './project.css';

/** Project search waits 500 ms after the last keystroke (001 section 9). */
export const PROJECT_SEARCH_DEBOUNCE = 500;

/**
 * The project centre: the left project panel and the chosen project. The panel's 回收站 opens the project recycle
 * bin (issue 25): every member may create projects and so delete the ones they created; the server lists each
 * person's own deleted projects (every one for an enterprise administrator) and checks each restore and purge.
 */
export function Component() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const recycleOpen = search.get(PROJECT_RECYCLE_PARAM) !== null;
  const setRecycleOpen = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(PROJECT_RECYCLE_PARAM, '1');
        else next.delete(PROJECT_RECYCLE_PARAM);
        return next;
      },
      { replace: !open },
    );
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<ProjectFilter>(ProjectFilter.All);
  const [creating, setCreating] = useState<CreateProjectKind | null>(null);
  const debounced = useDebouncedValue(keyword.trim(), PROJECT_SEARCH_DEBOUNCE);
  const rule = projectSearchSchema.safeParse(keyword);
  const keywordError = rule.success ? undefined : rule.error.issues[0]?.message;
  const searchable = projectSearchSchema.safeParse(debounced).success;
  const [labelId, setLabelId] = useState<string | undefined>();
  const [managingLabels, setManagingLabels] = useState(false);
  const [labelling, setLabelling] = useState<ProjectListEntry | null>(null);
  const labels = useLabels();
  // A deleted label no longer filters the list.
  const ownLabels = labels.data?.list ?? [];
  const chosenLabel = ownLabels.some((l) => l.id === labelId) ? labelId : undefined;
  const list = useProjectList(searchable ? debounced : '', filter, true, chosenLabel);

  return (
    <div className={styles.centre}>
      <ProjectPanel
        keyword={keyword}
        onKeywordChange={setKeyword}
        keywordError={keywordError}
        filter={filter}
        onFilterChange={setFilter}
        projects={list.projects}
        isLoading={list.isPending}
        isError={list.isError}
        hasMore={list.hasNextPage}
        isLoadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        onRetry={() => void list.refetch()}
        activeProjectId={params.project_id}
        onCreate={setCreating}
        onOpenRecycle={() => setRecycleOpen(true)}
        labels={ownLabels}
        labelId={chosenLabel}
        onLabelChange={setLabelId}
        onManageLabels={() => setManagingLabels(true)}
        onSetLabels={setLabelling}
      />
      <Outlet />
      <ProjectCreation creating={creating} onClose={() => setCreating(null)} />
      <ProjectRecycleDialog isOpen={recycleOpen} onOpenChange={setRecycleOpen} />
      <LabelManagerDialog isOpen={managingLabels} onOpenChange={setManagingLabels} />
      <ProjectLabelDialog
        project={labelling}
        onClose={() => setLabelling(null)}
        onManage={() => {
          setLabelling(null);
          setManagingLabels(true);
        }}
      />
    </div>
  );
}
