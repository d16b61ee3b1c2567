import type { GetStaticProps } from 'next';
import SmartLink from '../components/common/SmartLink';
import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { DEFAULT_LAYOUT_CONTENT } from '../lib/cms/defaults';
import { STANDARD_LAYOUT } from '../lib/layout';

// No CMS call here: this page must render when everything else is failing. Built once, with the
// seed's menus and footer (lib/cms/defaults.ts), which stay out of the browser's JavaScript.
export const getStaticProps: GetStaticProps = async () => ({ props: { layout: STANDARD_LAYOUT, layoutContent: DEFAULT_LAYOUT_CONTENT } });

export default function ServerError() {
  return (
    <>
      <PageHead title="Something went wrong | Maven Silicon" description="An unexpected error occurred." noindex canonical={false} />
      <Hero title="Something went wrong">
        <p>Please try again in a moment. <SmartLink href="/">Go to the home page</SmartLink>.</p>
      </Hero>
    </>
  );
}
