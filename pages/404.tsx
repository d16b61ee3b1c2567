import SmartLink from '../components/common/SmartLink';
import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { chromeStaticProps } from '../lib/cms/staticProps';
import { withLayout } from '../layouts/withLayout';

export const getStaticProps = withLayout(chromeStaticProps('/404'));

export default function NotFound() {
  return (
    <>
      <PageHead title="Page not found | Maven Silicon" description="The page you were looking for does not exist." noindex canonical={false} />
      <Hero title="Page not found">
        <p>The page you were looking for does not exist or has moved.</p>
        <p><SmartLink href="/">Go to the home page</SmartLink> or browse our courses from the menu.</p>
      </Hero>
    </>
  );
}
