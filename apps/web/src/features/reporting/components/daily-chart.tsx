import { useId } from 'react';
import type { DailyPoint } from '@aatd/contract';
import styles from './report.module.css';

const W = 640;
const H = 240;
const PAD = { top: 16, right: 16, bottom: 36, left: 40 };
const SERIES = [
  { key: 'activeUsers', label: 'Active users', className: styles.lineUsers },
  { key: 'sessions', label: 'Sessions', className: styles.lineSessions },
] as const;

/**
 * Daily active users and sessions as a plain SVG line chart. Screen readers get a summary and the
 * same numbers as a table below it; the two lines differ by dash pattern as well as colour.
 */
export function DailyChart({ points, title }: { points: DailyPoint[]; title: string }) {
  const id = useId();
  const max = Math.max(1, ...points.flatMap((p) => [p.activeUsers, p.sessions]));
  const x = (i: number) => PAD.left + (points.length < 2 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  const ticks = [0, Math.round(max / 2), max].filter((v, i, a) => a.indexOf(v) === i);
  const labelled = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter(
    (v, i, a) => v >= 0 && a.indexOf(v) === i,
  );
  const total = (k: 'activeUsers' | 'sessions') => points.reduce((n, p) => n + p[k], 0);
  const summary = points.length
    ? `${points[0]!.date} to ${points.at(-1)!.date}: ${total('sessions')} sessions; at most ${Math.max(...points.map((p) => p.activeUsers))} active users on one day.`
    : 'No data.';

  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.axis}>
              {t}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={H - PAD.bottom + 18}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            className={styles.axis}
          >
            {points[i]!.date}
          </text>
        ))}
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            className={s.className}
            points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(' ')}
          />
        ))}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key}>
            <svg width="28" height="10">
              <line x1="0" x2="28" y1="5" y2="5" className={s.className} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <details>
        <summary>Show the data as a table</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Active users</th>
              <th scope="col">Sessions</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{p.date}</th>
                <td>{p.activeUsers}</td>
                <td>{p.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
