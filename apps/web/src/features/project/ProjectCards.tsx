import { Card, Pagination } from 'antd';
import { Link } from 'react-router-dom';
import type { ProjectCard } from '@xinke/shared';
import { yuan } from '../store/format';
import { useProjects } from './queries';

/** One project of the pool: cover, title, owner, summary and its numbers. */
export function ProjectCardView({ project, href }: { project: ProjectCard; href: string }) {
  return (
    <Link to={href} data-testid="project-card">
      <Card
        hoverable
        cover={
          project.cover ? (
            <img src={project.cover} alt="" style={{ height: 160, objectFit: 'cover' }} />
          ) : undefined
        }
      >
        <Card.Meta title={project.title} description={project.summary} />
        <p style={{ marginTop: 8, color: '#888' }}>
          {project.owner.nickname} · 成员 {project.member_count} · 周报 {project.week_count} · 物料{' '}
          {yuan(project.bom_total)}
        </p>
      </Card>
    </Link>
  );
}

/** The pool's published projects with a pager; `hrefOf` says where a card leads on this site. */
export function ProjectList({
  page,
  onPage,
  hrefOf,
}: {
  page: number;
  onPage: (page: number) => void;
  hrefOf: (id: number) => string;
}) {
  const list = useProjects(page);
  const data = list.data;
  return (
    <div data-testid="project-list">
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {data?.data.map((p) => (
          <ProjectCardView key={p.id} project={p} href={hrefOf(p.id)} />
        ))}
      </div>
      {data && data.data.length === 0 && <p>项目池还没有项目</p>}
      {data && data.paginate.last_page > 1 && (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={data.paginate.per_page}
          total={data.paginate.total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
