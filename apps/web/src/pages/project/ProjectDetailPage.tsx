import { useParams } from 'react-router-dom';
import { ProjectDetailView } from '../../features/project/ProjectDetailView';
import { RESEARCH_BASE } from '../../research/research-routes';

/** /app/new-version/projectDetail/:id; a weekly report opens in the research room (its only page). */
export default function ProjectDetailPage() {
  const id = Number(useParams().id);
  return <ProjectDetailView id={id} weekHref={(w) => `${RESEARCH_BASE}/week/${w}`} />;
}
