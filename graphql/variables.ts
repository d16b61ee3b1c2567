// The variables each operation may be asked with, as zod schemas. The answers' types are
// generated from the CMS's schema (./generated.ts).
import { z } from 'zod';

// A site path or a slug: short, plain characters, so no variable can carry a query of its own.
const sitePath = z.string().max(200).regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path');
const slug = z.string().max(100).regex(/^[A-Za-z0-9_-]+$/, 'must be a slug');
export const noVariables = z.object({}).strict();
/** The draft-capable documents' `$status` (lib/cms/apollo.ts DRAFT_STATUS): published, unless the server's preview asks. */
const published = { status: z.literal('PUBLISHED').optional() };
export const publishedVariables = z.object(published).strict();
export const popUpVariables = z.object({ slug, ...published }).strict();
export const byPathVariables = z.object({ path: sitePath, ...published }).strict();
