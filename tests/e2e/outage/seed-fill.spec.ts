// A field added to a content type after a CMS already has content: at the CMS's next start, each
// entry the seed made gets the seed's value of that field while it is empty, and a value a marketer
// gave it, or a field a marketer emptied before, stays as it is. An older CMS is made by hand here:
// the field's column emptied as a new column is, and the field left out of the attributes the seed
// remembers for its type (what cms/src/bootstrap/seed.js kept at the last start).
import { expect, test } from '../support/test';
import { graphql } from '../support/cms';
import { startCms, stopCms, withDb } from '../support/stack';
import courseSeed from '../../../cms/seed/course.json';
import formTextSeed from '../../../cms/seed/form-text.json';

const STORE_KEY = 'core_maven-seed_applied';
const [filled, edited] = courseSeed.entries.slice(0, 2).map((e) => e.path);

type Applied = Record<string, unknown>;
const readApplied = () => withDb('cms', async (db) => JSON.parse((await db.query('SELECT value FROM strapi_core_store_settings WHERE key = $1', [STORE_KEY])).rows[0].value) as Applied);
const writeApplied = (applied: Applied) => withDb('cms', (db) => db.query('UPDATE strapi_core_store_settings SET value = $2 WHERE key = $1', [STORE_KEY, JSON.stringify(applied)]));
const withoutField = (applied: Applied, uid: string, field: string) => ({ ...applied, [`attributes:${uid}`]: (applied[`attributes:${uid}`] as string[]).filter((f) => f !== field) });

async function answers() {
  const data = await graphql<{ formText: { data: { attributes: { downloadButton: string | null; downloadStarted: string | null } } }; courses: { data: { attributes: { path: string; enquireButton: string | null } }[] } }>(`{
    formText { data { attributes { downloadButton downloadStarted } } }
    courses(filters: { path: { in: ${JSON.stringify([filled, edited])} } }) { data { attributes { path enquireButton } } }
  }`);
  return {
    formText: data.formText.data.attributes,
    courses: Object.fromEntries(data.courses.data.map((c) => [c.attributes.path, c.attributes.enquireButton])),
  };
}

test('a field added to a type later is filled from the seed at the next start, and no marketer edit is overwritten', async () => {
  const before = await answers();
  const applied = await readApplied();
  expect(applied['attributes:api::form-text.form-text'], 'the seed remembers the attributes of each type it seeded').toContain('downloadButton');
  try {
    await stopCms();
    try {
      await withDb('cms', async (db) => {
        // downloadButton and enquireButton are "new": empty in every row, unknown to the seed's record.
        await db.query('UPDATE form_texts SET download_button = NULL, download_started = NULL');
        await db.query('UPDATE courses SET enquire_button = NULL WHERE path = $1', [filled]);
        await db.query('UPDATE courses SET enquire_button = $2 WHERE path = $1', [edited, 'Ask our counsellor']);
      });
      await writeApplied(withoutField(withoutField(applied, 'api::form-text.form-text', 'downloadButton'), 'api::course.course', 'enquireButton'));
    } finally {
      await startCms();
    }

    const after = await answers();
    expect(after.formText.downloadButton).toBe(formTextSeed.data.downloadButton);
    // A field the type already had, emptied by a marketer: not the seed's business any more.
    expect(after.formText.downloadStarted).toBeNull();
    expect(after.courses).toEqual({ [filled]: courseSeed.entries[0].enquireButton, [edited]: 'Ask our counsellor' });
    expect((await readApplied())['attributes:api::course.course']).toContain('enquireButton');
  } finally {
    await withDb('cms', async (db) => {
      await db.query('UPDATE form_texts SET download_button = $1, download_started = $2', [before.formText.downloadButton, before.formText.downloadStarted]);
      await db.query('UPDATE courses SET enquire_button = $2 WHERE path = $1', [edited, before.courses[edited]]);
    });
  }
});
