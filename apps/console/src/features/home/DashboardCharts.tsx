import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';

// only what a bar chart needs: chart.js is tree-shaken to these parts
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The theme colour (a CSS variable of the console), read when the chart is drawn. */
function themeColour(el: HTMLElement): string {
  return getComputedStyle(el).getPropertyValue('--dha-primary').trim() || '#646cff';
}

function BarChart({ labels, values, label }: { labels: string[]; values: number[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // drawn again only when the figures change (the arrays are new on every render of the parent)
  const figures = JSON.stringify([labels, values]);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const [labels, values] = JSON.parse(figures) as [string[], number[]];
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: { labels, datasets: [{ label, data: values, backgroundColor: themeColour(el), borderRadius: 3 }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { enabled: true } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    };
    const chart = new Chart(el, config);
    return () => chart.destroy();
  }, [figures, label]);
  return (
    <div className="dha-home-chart">
      <canvas ref={canvas} role="img" aria-label={`${label}：${labels.map((l, i) => `${l} ${values[i]}`).join('，')}`} />
    </div>
  );
}

/** The dashboard's charts: signups per day and courses per class status (loaded lazily with chart.js). */
export default function DashboardCharts({
  perDay,
  coursesByStatus,
}: {
  perDay: Array<{ date: string; count: number }>;
  coursesByStatus: Array<{ label: string; count: number }>;
}) {
  return (
    <div className="dha-home-charts">
      <figure>
        <figcaption>每日报名数（近 {perDay.length} 天）</figcaption>
        <BarChart label="报名数" labels={perDay.map((p) => p.date.slice(5))} values={perDay.map((p) => p.count)} />
      </figure>
      <figure>
        <figcaption>课程开课状态</figcaption>
        <BarChart label="课程数" labels={coursesByStatus.map((c) => c.label)} values={coursesByStatus.map((c) => c.count)} />
      </figure>
    </div>
  );
}
