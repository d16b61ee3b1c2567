// The variables each operation may be asked with, as zod schemas: checked where the browser's
// queries come in (lib/cms/proxy.ts), so no outsider's variable carries a query of its own or
// asks for drafts. The answers' types are generated from the CMS's schema (./generated.ts).
import { z } from 'zod';

// A site path or a slug: short, plain characters, so no variable can carry a query of its own.
const sitePath = z.string().max(200).regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path');
const slug = z.string().max(100).regex(/^[A-Za-z0-9_-]+$/, 'must be a slug');
export const noVariables = z.object({}).strict();
/**
 * The draft-capable documents' `$status` (lib/cms/apollo.ts DRAFT_STATUS): the browser's Apollo
 * sends its default, PUBLISHED; /api/graphql refuses anything else, so no outsider asks for drafts.
 */
const published = { status: z.literal('PUBLISHED').optional() };
export const publishedVariables = z.object(published).strict();
export const popUpVariables = z.object({ slug, ...published }).strict();
export const byPathVariables = z.object({ path: sitePath, ...published }).strict();
