// The admin home's picture of the month: leads per day for the last 30 days, stacked by
// channel, and the top campaigns and sources; test leads left out (GET /lead-stats/month). A plain
// SVG: 30 stacked bars need no chart library in the admin bundle.
import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

const COLOURS = ['#4945ff', '#ee5e52', '#328048', '#d9822f', '#7b79ff', '#0c75af', '#a5a5ba', '#8312d1', '#c0392b'];
const W = 600;
const H = 160;

export function LeadsWidget() {
  const { get } = useFetchClient();
  const [stats, setStats] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    get('/lead-stats/month').then(({ data }) => setStats(data), (err) => setError(err.message || 'Could not load the leads'));
  }, [get]);
  if (error) return <p role="alert">{error}</p>;
  if (!stats) return <p>Loading…</p>;

  const channels = [...new Set(stats.perDay.map((r) => r.channel || '(none)'))].sort();
  const byDay = new Map(stats.days.map((d) => [d, {}]));
  for (const r of stats.perDay) if (byDay.has(r.day)) byDay.get(r.day)[r.channel || '(none)'] = r.leads;
  const totals = channels.map((c) => stats.perDay.filter((r) => (r.channel || '(none)') === c).reduce((n, r) => n + r.leads, 0));
  const max = Math.max(1, ...[...byDay.values()].map((d) => Object.values(d).reduce((a, b) => a + b, 0)));
  const bar = W / stats.days.length;
  const total = totals.reduce((a, b) => a + b, 0);

  return (
    <div style={{ fontSize: 13 }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`Leads per day, last 30 days: ${total} in all`}>
        {stats.days.map((day, i) => {
          let y = H;
          return channels.map((c, k) => {
            const n = byDay.get(day)[c] || 0;
            if (!n) return null;
            const h = (n / max) * (H - 4);
            y -= h;
            return <rect key={`${day}-${c}`} x={i * bar + 1} y={y} width={bar - 2} height={h} fill={COLOURS[k % COLOURS.length]}><title>{`${day} ${c}: ${n}`}</title></rect>;
          });
        })}
      </svg>
      <ul aria-label="Leads by channel" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
        {channels.map((c, k) => (
          <li key={c}><span style={{ display: 'inline-block', width: 10, height: 10, background: COLOURS[k % COLOURS.length], marginRight: 4 }} />{`${c}: ${totals[k]}`}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 24 }}>
        <Top label="Top campaigns" rows={stats.campaigns} />
        <Top label="Top sources" rows={stats.sources} />
      </div>
    </div>
  );
}

function Top({ label, rows }) {
  return (
    <div>
      <strong>{label}</strong>
      <ol aria-label={label}>{rows.map((r) => <li key={r.name}>{`${r.name}: ${r.leads}`}</li>)}</ol>
    </div>
  );
}
