// The CMS route the site's workers forward queued leads to (contract.batch): the real CMS
// stores each lead of a batch once per key, refuses a bad lead alone, and answers in order.
import { expect, test } from '../support/test';
import contract from '../../../shared/contract.json';
import { cmsLeads, uniqueEmail } from '../support/leads-cms';
import { E2E } from '../support/ports';
import { leadTokenHeader } from '../support/stack';

const postBatch = (leads: unknown[]) =>
  fetch(`${E2E.cmsUrl}${contract.batch.path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...leadTokenHeader() }, body: JSON.stringify({ leads }) });

test('a batch stores each lead once per key, refuses a bad lead alone, and a resent batch adds nothing', async () => {
  const tag = `batch-${Date.now()}`;
  const contact = { name: 'Asha Rao', email: uniqueEmail('batch-contact'), mobileNumber: '+91-98765-43210', state: 'Karnataka', country: 'India' };
  const download = { email: uniqueEmail('batch-download'), id: 'uvm-1' };
  const leads = [
    { key: `${tag}-a`, path: contract.forms.contact.path, body: { data: contact } },
    { key: `${tag}-b`, path: contract.forms.contact.path, body: { data: { name: 'No Way', email: 'not-an-email' } } },
    { key: `${tag}-c`, path: contract.downloads.experience, body: { data: download } },
    { key: `${tag}-a`, path: contract.forms.contact.path, body: { data: contact } },
    { key: `${tag}-d`, path: '/api/not-a-lead-route', body: { data: contact } },
  ];

  const first = await postBatch(leads);
  expect(first.status).toBe(200);
  const { results } = await first.json();
  expect(results.map((r: { key: string; status: number }) => [r.key, r.status])).toEqual([
    [`${tag}-a`, 200], [`${tag}-b`, 400], [`${tag}-c`, 200], [`${tag}-a`, 200], [`${tag}-d`, 400],
  ]);
  expect(results[1].error.message).toBe('Field "email" is not a valid email address');
  expect(results[4].error.message).toBe('Unknown lead endpoint');
  expect(results[0].duplicate).toBeUndefined();
  expect(results[3]).toMatchObject({ id: results[0].id, documentId: results[0].documentId, duplicate: true });

  const stored = async () => (await Promise.all(['a', 'b', 'c', 'd'].map((k) => cmsLeads({ idempotencyKey: `${tag}-${k}` })))).map((rows) => rows.length);
  expect(await stored()).toEqual([1, 0, 1, 0]);
  const [a] = await cmsLeads({ idempotencyKey: `${tag}-a` });
  expect(a).toMatchObject({ form: contract.forms.contact.stored, ...contact, documentId: results[0].documentId });
  const [c] = await cmsLeads({ idempotencyKey: `${tag}-c` });
  expect(c).toMatchObject({ form: 'download:experience', email: download.email, downloadId: 'uvm-1' });

  // A worker killed after the CMS answered sends the same batch again: nothing new is stored.
  const again = await (await postBatch(leads)).json();
  expect(again.results.filter((r: { status: number }) => r.status === 200).every((r: { duplicate?: boolean }) => r.duplicate)).toBe(true);
  expect(await stored()).toEqual([1, 0, 1, 0]);
});

test('a batch that is not a list of 1 to the contract maximum of leads is refused whole', async () => {
  const tag = `too-many-${Date.now()}`;
  const lead = (i: number) => ({ key: `${tag}-${i}`, path: contract.forms.contact.path, body: { data: { email: uniqueEmail('batch-cap') } } });
  for (const leads of [[], Array.from({ length: contract.batch.max + 1 }, (_, i) => lead(i))]) {
    const res = await postBatch(leads);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(`Body must be {"leads": [...]} with 1 to ${contract.batch.max} leads`);
  }
  expect(await cmsLeads({ idempotencyKey: `${tag}-0` })).toEqual([]);
  // The maximum itself is taken.
  const res = await postBatch(Array.from({ length: contract.batch.max }, (_, i) => lead(i)));
  expect((await res.json()).results.map((r: { status: number }) => r.status)).toEqual(Array(contract.batch.max).fill(200));
  expect(await cmsLeads({ idempotencyKey: `${tag}-0` })).toHaveLength(1);
});
