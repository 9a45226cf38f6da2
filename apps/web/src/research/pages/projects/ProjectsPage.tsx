import { useState } from 'react';
import { ProjectList } from '../../../features/project/ProjectCards';
import { RESEARCH_BASE } from '../../research-routes';

/** /research/projects: the project pool with a pager. */
export default function ProjectsPage() {
  const [page, setPage] = useState(1);
  return (
    <div style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>
      <h1>项目池</h1>
      <ProjectList
        page={page}
        onPage={setPage}
        hrefOf={(id) => `${RESEARCH_BASE}/projects/${id}`}
      />
    </div>
  );
}
