import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { DashboardSeries } from '@xinke/shared';

// Only what the dashboard draws, so the chart chunk carries no unused chart types.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const COLORS = [
  '#1677ff',
  '#f77234',
  '#52c41a',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
  '#faad14',
  '#2f54eb',
  '#8c8c8c',
];

export interface TrendChartProps {
  labels: string[];
  series: DashboardSeries[];
  kind: 'line' | 'bar';
  /** Bars of the series stacked (parts of one whole, e.g. page views by source). */
  stacked?: boolean;
  /** Accessible name of the canvas. */
  title: string;
}

/**
 * One chart of the dashboard (chart.js on a canvas). This file and chart.js are a lazy chunk
 * of their own inside the console (DashboardCharts): nothing outside the dashboard loads it.
 */
export default function TrendChart({ labels, series, kind, stacked, title }: TrendChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s, i) => {
          const color = COLORS[i % COLORS.length] ?? '#1677ff';
          return {
            label: s.label,
            data: s.values,
            borderColor: color,
            backgroundColor: color,
            borderWidth: kind === 'line' ? 2 : 0,
            pointRadius: 0,
            pointHitRadius: 8,
            cubicInterpolationMode: 'monotone' as const,
          };
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
        scales: {
          x: { stacked: !!stacked, ticks: { maxTicksLimit: 8, maxRotation: 0 } },
          y: { stacked: !!stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, kind, stacked]);
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
