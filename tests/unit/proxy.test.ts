/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from '../../proxy';

const rewriteOf = (url: string) => proxy(new NextRequest(url)).headers.get('x-middleware-rewrite');

describe('proxy: the course tabs\' ?tab=', () => {
  it('serves another tab from its own static page, the query kept', () => {
    expect(rewriteOf('http://localhost/best-vlsi-training-institute?tab=part_time')).toBe('http://localhost/best-vlsi-training-institute/part_time?tab=part_time');
  });

  it('leaves the first tab, no tab and an unknown one to the page itself', () => {
    for (const q of ['?tab=job_oriented', '', '?tab=../../etc', '?tab=PART_TIME']) expect(rewriteOf(`http://localhost/best-vlsi-training-institute${q}`)).toBeNull();
  });

  it('runs for that one path', () => {
    expect(config.matcher).toBe('/best-vlsi-training-institute');
  });
});
