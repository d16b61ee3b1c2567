// The filters a marketer uses every day, one click away on the lead and data request
// lists. Strapi 5 keeps no saved filters of its own; a saved filter here is a list address with
// Strapi's own filter query, so the list's filter chips show what it chose and can be changed or
// added to (e.g. a campaign) with the list's own Filters button. Dates are the browser's days.
import { MenuItem, SimpleMenu } from '@strapi/design-system';
import { useLocation, useNavigate } from 'react-router-dom';

const day = (offset) => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + offset);
  return d.toISOString();
};
const between = (field, from, to) => [[field, '$gte', from], [field, '$lt', to]];

/** One line a saved filter: [label, () => conditions [field, operator, value]]. */
const SAVED = {
  'api::lead.lead': [
    ['Today\'s leads', () => between('createdAt', day(0), day(1))],
    ['Yesterday\'s leads', () => between('createdAt', day(-1), day(0))],
    ['Last 7 days', () => between('createdAt', day(-7), day(1))],
    ['Real leads only (no test leads)', () => [['testLead', '$eq', 'false']]],
    ['Test leads', () => [['testLead', '$eq', 'true']]],
    ['Held leads (to release)', () => [['held', '$eq', 'true']]],
    ['Repeats', () => [['repeat', '$eq', 'true']]],
  ],
  'api::data-request.data-request': [
    ['New requests', () => [['requestStatus', '$eq', 'new']]],
    ['Confirmed, not done', () => [['confirmed', '$eq', 'true'], ['requestStatus', '$ne', 'done']]],
    ['Held requests (to release)', () => [['held', '$eq', 'true']]],
    ['In progress', () => [['requestStatus', '$eq', 'in_progress']]],
    ['Erase requests', () => [['requestType', '$eq', 'erase']]],
  ],
};

/** Strapi's list query: page 1, its default sort, filters[$and][i][field][op]=value. */
const listQuery = (conditions) => {
  const params = new URLSearchParams({ page: '1' });
  conditions.forEach(([field, operator, value], i) => params.set(`filters[$and][${i}][${field}][${operator}]`, value));
  return params.toString();
};

export function SavedFilters() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const uid = Object.keys(SAVED).find((key) => pathname.endsWith(`/collection-types/${key}`));
  if (!uid) return null;
  return (
    <SimpleMenu label="Saved filters" variant="tertiary">
      {SAVED[uid].map(([label, conditions]) => (
        <MenuItem key={label} onSelect={() => navigate(`${pathname}?${listQuery(conditions())}`)}>{label}</MenuItem>
      ))}
    </SimpleMenu>
  );
}
