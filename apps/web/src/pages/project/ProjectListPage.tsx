import { useSearchParams } from 'react-router-dom';
import { ProjectList } from '../../features/project/ProjectCards';
import { projectDetailPath } from '../../features/project/paths';

/** /app/new-version/project: the project pool, the page in the address (?page=). */
export default function ProjectListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>
      <h1>项目池</h1>
      <ProjectList
        page={page}
        onPage={(p) => setParams({ page: String(p) })}
        hrefOf={projectDetailPath}
      />
    </div>
  );
}
