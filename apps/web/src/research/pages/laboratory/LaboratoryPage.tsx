import { Button, Input, Segmented, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { CreatorName } from '../../../features/creator/CreatorName';
import { SpecCards } from '../../../features/creator/SpecCards';
import { useLabIndex, useProjects } from '../../../features/creator/queries';
import { RESEARCH_BASE } from '../../research-routes';
import research from '../../ResearchPage.module.css';
import styles from './LaboratoryPage.module.css';

/** /research/laboratory: published specs (newest or hottest, searchable) and top creators. */
export default function LaboratoryPage() {
  const [sort, setSort] = useState<'new' | 'hot'>('new');
  const [keyword, setKeyword] = useState('');
  const index = useLabIndex();
  const projects = useProjects({ sort, keyword, page_size: 24 });
  return (
    <div className={research.page} data-testid="laboratory">
      <Space wrap className={research.header}>
        <h1 className={research.title}>实验室</h1>
        <Space wrap>
          <Link to={`${RESEARCH_BASE}/laboratory/create`}>
            <Button type="primary">发布规格书</Button>
          </Link>
          <Link to={`${RESEARCH_BASE}/laboratory/creator/projects`}>我的规格书</Link>
          <Link to={`${RESEARCH_BASE}/laboratory/creator/specification-challenge`}>我的挑战</Link>
          <Link to="/app/new-version/creative-master">成为创作达人</Link>
        </Space>
      </Space>
      {index.data && index.data.creators.length > 0 && (
        <section className={styles.creators}>
          <h2>创作达人</h2>
          <Space wrap size="large">
            {index.data.creators.map((c) => (
              <span key={c.id} className={styles.creator}>
                <CreatorName user={c} size={32} />
                <small className={styles.figures}>
                  {c.spec_count} 份规格书 · {c.supporter_count} 位支持者
                </small>
              </span>
            ))}
          </Space>
        </section>
      )}
      <Space wrap className={styles.toolbar}>
        <Segmented
          value={sort}
          onChange={(v) => setSort(v as 'new' | 'hot')}
          options={[
            { value: 'new', label: '最新' },
            { value: 'hot', label: '最热' },
          ]}
        />
        <Input.Search placeholder="搜索规格书" allowClear onSearch={setKeyword} maxLength={40} />
      </Space>
      {projects.isError ? (
        <ErrorView onRetry={() => void projects.refetch()} />
      ) : (
        <SpecCards specs={projects.data?.data ?? []} />
      )}
    </div>
  );
}
