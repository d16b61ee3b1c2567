// `/best-vlsi-training-institute?tab=…` picks a course tab, and the page is static (ISR): the query
// cannot reach its generation. Served here from that tab's own static page instead, so the tab shows
// in the first paint. Runs for this one path only (its page data too): every other page is untouched.
import { NextResponse, type NextRequest } from 'next/server';
import { COURSE_TABS, DEFAULT_COURSE_TAB } from './lib/constants';

const BASE = '/best-vlsi-training-institute';

export function proxy(request: NextRequest): NextResponse {
  const tab = request.nextUrl.searchParams.get('tab');
  if (tab === DEFAULT_COURSE_TAB || !COURSE_TABS.some((t) => t.key === tab)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `${BASE}/${tab}`;
  return NextResponse.rewrite(url);
}

// Literal: Next reads the matcher from the source at build time.
export const config = { matcher: '/best-vlsi-training-institute' };
