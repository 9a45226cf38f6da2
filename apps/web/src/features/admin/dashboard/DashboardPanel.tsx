import { lazy, Suspense, useMemo } from 'react';
import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { DASHBOARD_METRIC, type AdminDashboard, type DashboardSeries } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { changeText, dayLabels, isEmpty, todayAndYesterday } from './figures';
import { useAdminDashboard } from './queries';
import styles from './DashboardPanel.module.css';

/** chart.js and the chart component: a chunk of their own, fetched when the charts show. */
const TrendChart = lazy(() => import('./TrendChart'));

interface ChartSpec {
  title: string;
  kind: 'line' | 'bar';
  stacked?: boolean;
  series: (d: AdminDashboard) => DashboardSeries[];
}

const pick =
  (...keys: string[]) =>
  (d: AdminDashboard) =>
    keys.flatMap((k) => d.metrics.filter((m) => m.key === k));

const CHARTS: ChartSpec[] = [
  {
    title: '用户',
    kind: 'line',
    series: pick(DASHBOARD_METRIC.newUsers, DASHBOARD_METRIC.activeUsers),
  },
  {
    title: '内容',
    kind: 'line',
    series: pick(
      DASHBOARD_METRIC.posts,
      DASHBOARD_METRIC.comments,
      DASHBOARD_METRIC.replies,
      DASHBOARD_METRIC.letters,
    ),
  },
  { title: '签到', kind: 'bar', series: pick(DASHBOARD_METRIC.signIns) },
  {
    title: '电量',
    kind: 'bar',
    series: pick(DASHBOARD_METRIC.eleIssued, DASHBOARD_METRIC.eleSpent),
  },
  {
    title: '浏览量（按来源）',
    kind: 'bar',
    stacked: true,
    series: (d) => d.page_views_by_source,
  },
  { title: '浏览量（按渠道）', kind: 'line', series: (d) => d.page_views_by_channel },
];

function MetricCard({ series }: { series: DashboardSeries }) {
  const { today, yesterday } = todayAndYesterday(series);
  const trend = today > yesterday ? styles.up : today < yesterday ? styles.down : styles.flat;
  return (
    <Card size="small" data-testid={`dashboard-card-${series.key}`}>
      <Statistic title={`今日${series.label}`} value={today} />
      <div className={trend}>{changeText(today, yesterday)}</div>
    </Card>
  );
}

/**
 * 概览 (docs/admin-dashboard.md): today's figures as cards with the change against
 * yesterday, then the last 30 days and today as charts. Closed days are the daily
 * aggregate, today is live; the page reads again every minute.
 */
export function DashboardPanel() {
  const { data, isPending, isError, refetch, dataUpdatedAt } = useAdminDashboard();
  const labels = useMemo(() => (data ? dayLabels(data.days) : []), [data]);
  const charts = useMemo(
    () => (data ? CHARTS.map((c) => ({ ...c, data: c.series(data) })) : []),
    [data],
  );

  let body;
  if (isError && !data) body = <ErrorView onRetry={() => void refetch()} />;
  else if (isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <>
        <Row gutter={[12, 12]} className={styles.cards}>
          {data.metrics.map((m) => (
            <Col key={m.key} xs={12} sm={8} lg={6} xxl={4}>
              <MetricCard series={m} />
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" className={styles.note}>
          今天为实时数据（更新于 {new Date(dataUpdatedAt).toLocaleTimeString('zh-CN')}
          ），此前各天为每日汇总； 生成用时 {data.elapsed_ms} ms。
        </Typography.Paragraph>
        {isEmpty(data) ? (
          <Empty description="最近 30 天还没有数据" />
        ) : (
          <Row gutter={[16, 16]}>
            {charts.map((c) => (
              <Col key={c.title} xs={24} xl={12}>
                <Card size="small" title={c.title} data-testid="dashboard-chart">
                  <Suspense fallback={<Skeleton.Node active className={styles.chartLoading} />}>
                    <TrendChart
                      labels={labels}
                      series={c.data}
                      kind={c.kind}
                      stacked={c.stacked}
                      title={c.title}
                    />
                  </Suspense>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </>
    );

  return (
    <section data-testid="admin-dashboard">
      <Typography.Title level={4}>数据概览</Typography.Title>
      {body}
    </section>
  );
}
