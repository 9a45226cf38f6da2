import { useParams } from 'react-router-dom';
import { ProjectDetailView } from '../../../features/project/ProjectDetailView';
import { RESEARCH_BASE } from '../../research-routes';

/** /research/projects/:id: a project of the pool. */
export default function ProjectDetailPage() {
  const id = Number(useParams().id);
  return <ProjectDetailView id={id} weekHref={(w) => `${RESEARCH_BASE}/week/${w}`} />;
}
