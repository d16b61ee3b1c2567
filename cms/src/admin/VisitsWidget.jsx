// The admin home's visits and speed: for the site's last 28 days, per page and per campaign, the
// visits, the leads, the conversion and the p75 web vitals rated by Google's thresholds (GET
// /lead-stats/visits, which rates them). Each name opens the lead list filtered to its leads. A
// rating is written as well as coloured, so it reads without colour.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFetchClient } from '@strapi/strapi/admin';

const RATING_COLOURS = { good: '#328048', 'needs improvement': '#d9822f', poor: '#d02b20' };
const VITALS = [
  ['LCP', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['INP', (ms) => `${Math.round(ms)} ms`],
  ['CLS', (cls) => cls.toFixed(2)],
];
const NONE = '–';
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };
const cell = { padding: '4px 8px', textAlign: 'right', whiteSpace: 'nowrap' };
const count = (n) => (n === null ? NONE : n.toLocaleString('en-IN'));
const percent = (rate) => (rate === null ? NONE : `${(rate * 100).toFixed(1)}%`);

const TABLES = [['Pages', 'pages', 'Page'], ['Campaigns', 'campaigns', 'Campaign']];
const tab = (on) => ({
  padding: '2px 10px', marginRight: 4, borderRadius: 4, cursor: 'pointer', font: 'inherit',
  border: `1px solid ${on ? '#4945ff' : '#dcdce4'}`, background: on ? '#f0f0ff' : 'transparent', color: on ? '#4945ff' : 'inherit',
});

export function VisitsWidget() {
  const { get } = useFetchClient();
  const [stats, setStats] = useState(null);
  const [error, setError] = useState(null);
  // One table at a time: the widget's body is a short scrolling box, and many pages would push
  // the campaigns out of sight.
  const [shown, setShown] = useState('Pages');
  useEffect(() => {
    get('/lead-stats/visits').then(({ data }) => setStats(data), (err) => setError(err.message || 'Could not load the visits'));
  }, [get]);
  if (error) return <p role="alert">{error}</p>;
  if (!stats) return <p>Loading…</p>;
  return (
    <div style={{ fontSize: 13 }}>
      {stats.visitsError ? <p role="status" style={{ color: '#d02b20', margin: '0 0 8px' }}>{stats.visitsError}</p> : null}
      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
        <span>
          {TABLES.map(([label, key]) => (
            <button key={label} type="button" aria-pressed={shown === label} onClick={() => setShown(label)} style={tab(shown === label)}>
              {`${label} (${stats[key].length})`}
            </button>
          ))}
        </span>
        <span>{`Since ${stats.since} (India time), test leads left out.`}</span>
      </div>
      {TABLES.map(([label, key, noun]) => <VisitsTable key={label} label={label} noun={noun} rows={stats[key]} hidden={shown !== label} />)}
    </div>
  );
}

function VisitsTable({ label, noun, rows, hidden: isHidden }) {
  return (
    <div hidden={isHidden} style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr style={{ borderBottom: '1px solid #dcdce4' }}>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>{noun}</th>
            {['Visits', 'Leads', 'Conversion', 'LCP (p75)', 'INP (p75)', 'CLS (p75)'].map((h) => <th key={h} scope="col" style={cell}>{h}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr><td colSpan={7} style={{ ...cell, textAlign: 'left' }}>No visits nor leads in these days.</td></tr>
          ) : rows.map((r) => (
            <tr key={r.name} style={{ borderBottom: '1px solid #f0f0ff' }}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                <Link to={r.list} title={`The leads of ${r.name}`}>{r.name}</Link>
              </th>
              <td style={cell}>{count(r.visits)}</td>
              <td style={cell}>{count(r.leads)}</td>
              <td style={cell}>{percent(r.rate)}</td>
              {VITALS.map(([metric, format]) => (
                <Vital key={metric} value={r.p75 ? r.p75[metric] : null} rating={r.ratings[metric]} format={format} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Vital({ value, rating, format }) {
  if (value === null || value === undefined) return <td style={cell}>{NONE}</td>;
  return (
    <td style={cell} title={rating}>
      <span aria-hidden="true" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, marginRight: 4, background: RATING_COLOURS[rating] }} />
      {format(value)}
      <span style={hidden}>{` (${rating})`}</span>
    </td>
  );
}
