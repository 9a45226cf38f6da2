import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { LoginRequired } from '../../features/auth/LoginRequired';
import { ProjectForm } from '../../features/project/ProjectForm';
import { PROJECT_ADD_PATH } from '../../features/project/paths';
import { useProject } from '../../features/project/queries';
import { isNotFound } from '../../lib/api-error';
import { hasToken } from '../../lib/credentials';
import styles from '../publish/PublishPage.module.css';

/**
 * /app/new-version/projectAdd: a new project; with ?id= the member's own project, edited in
 * the same form (docs/project.md). A public route, as SPEC §2 lists it, so a visitor is asked
 * to log in here (as on postAdd).
 *
 * Once the form's first 存草稿 has made the project, the address names it (?id=, replacing
 * the entry): a reload or Back reopens it instead of an empty form, and later saves update
 * it. The form that saved it stays as it is (no reload from the server).
 */
export default function ProjectAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = Number(params.get('id'));
  const urlId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  // The project the mounted form saved itself: already in the form, not to be loaded again.
  const adopted = useRef<number>(undefined);
  const id = urlId !== undefined && urlId === adopted.current ? undefined : urlId;
  const project = useProject(hasToken() ? (id ?? 0) : 0);
  const onDraftSaved = (savedId: number) => {
    if (savedId === urlId) return;
    adopted.current = savedId;
    void navigate(`${PROJECT_ADD_PATH}?id=${savedId}`, { replace: true });
  };

  let content;
  if (!hasToken()) content = <LoginRequired />;
  else if (project.isError && isNotFound(project.error))
    content = <EmptyState description={MSG.projectNotFound} />;
  else if (project.isError) content = <ErrorView onRetry={() => void project.refetch()} />;
  else if (id && !project.data) content = <Skeleton active paragraph={{ rows: 10 }} />;
  // Someone else's published project reads fine, but is not theirs to edit.
  else if (id && project.data?.is_mine !== 1)
    content = <EmptyState description="只能编辑自己发起的项目" />;
  else
    content = (
      <ProjectForm
        key={id ?? 'new'}
        editing={id ? project.data : undefined}
        onDraftSaved={onDraftSaved}
      />
    );
  return (
    <div className={styles.page} data-testid="project-add-page">
      <h1 className={styles.title}>{urlId ? '编辑项目' : '创建项目'}</h1>
      {content}
    </div>
  );
}
