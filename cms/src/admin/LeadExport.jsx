// The lead export (GET /lead-export/leads.csv, cms/src/lead-export) as a button on the lead list:
// the route takes the admin's sign-in token, which the admin keeps in the browser's storage, so a
// plain link could not open it (lib/leads/CONSENT.md). The button asks with the admin's own
// client and saves the file; it exports the list's "Received at" range and "Source" when the
// list is filtered on them (a saved filter, say), else every lead.
import { Button } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** from / to / source of the export, read from Strapi's list filters in the address. */
function exportQuery(search) {
  const query = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    const match = /^filters\[\$and\]\[\d+\]\[(\w+)\]\[(\$\w+)\]$/.exec(key);
    if (!match) continue;
    const [, field, operator] = match;
    if (field === 'createdAt' && (operator === '$gte' || operator === '$gt')) query.set('from', value);
    // The export's `to` is inclusive; the list's `$lt` bound is not: one millisecond before it.
    if (field === 'createdAt' && (operator === '$lt' || operator === '$lte')) query.set('to', operator === '$lt' ? new Date(Date.parse(value) - 1).toISOString() : value);
    if (field === 'leadSource' && operator === '$eq') query.set('source', value);
  }
  return query.toString();
}

export function LeadExport() {
  const { pathname, search } = useLocation();
  const { get } = useFetchClient();
  const [busy, setBusy] = useState(false);
  if (!pathname.endsWith('/collection-types/api::lead.lead')) return null;
  const download = async () => {
    setBusy(true);
    try {
      const query = exportQuery(search);
      const { data } = await get(`/lead-export/leads.csv${query ? `?${query}` : ''}`, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = 'leads.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="tertiary" onClick={download} loading={busy}>Export CSV</Button>;
}
