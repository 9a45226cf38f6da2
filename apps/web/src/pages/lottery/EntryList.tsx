import { useState } from 'react';
import { Pagination, Segmented, Table } from 'antd';
import { LotteryEntrySource, formatDateTime, type LotteryInfo } from '@xinke/shared';
import { useLotteryEntries } from '../../features/lottery/queries';
import { ErrorView } from '../../components/ErrorView';
import styles from './Lottery.module.css';

/** The public entry list (抽奖码 ascending, the order the draw uses), or only mine. */
export function EntryList({ lottery }: { lottery: LotteryInfo }) {
  const [page, setPage] = useState(1);
  const [mine, setMine] = useState(false);
  const list = useLotteryEntries(lottery.id, page, mine);
  return (
    <section className={styles.section} data-testid="lottery-entries">
      <div className={styles.sectionHead}>
        <h2>
          抽奖名单（{lottery.entry_count} 个抽奖码，{lottery.member_count} 人）
        </h2>
        {lottery.me && (
          <Segmented
            options={[
              { label: '全部', value: 'all' },
              { label: `我的（${lottery.me.entries}）`, value: 'mine' },
            ]}
            value={mine ? 'mine' : 'all'}
            onChange={(v) => {
              setMine(v === 'mine');
              setPage(1);
            }}
          />
        )}
      </div>
      {list.isError ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            size="small"
            rowKey="id"
            loading={list.isPending}
            pagination={false}
            dataSource={list.data?.data ?? []}
            locale={{ emptyText: mine ? '你还没有抽奖码' : '还没有人参与' }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: '抽奖码', dataIndex: 'id' },
              { title: '用户', dataIndex: 'nickname' },
              { title: '用户 id', dataIndex: 'user_id' },
              {
                title: '来源',
                dataIndex: 'source',
                render: (s: string) => LotteryEntrySource.label(s),
              },
              {
                title: '时间',
                dataIndex: 'create_time',
                render: (t: number) => formatDateTime(t),
              },
            ]}
          />
          {(list.data?.paginate.last_page ?? 1) > 1 && (
            <Pagination
              className={styles.pager}
              size="small"
              current={page}
              pageSize={20}
              total={list.data?.paginate.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
