import SmartLink from '../components/common/SmartLink';
import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { useSiteTexts } from '../components/common/SiteTexts';
import { chromeStaticProps } from '../lib/cms/staticProps';
import { withLayout } from '../layouts/withLayout';

export const getStaticProps = withLayout(chromeStaticProps('/404'));

export default function NotFound() {
  const texts = useSiteTexts();
  return (
    <>
      <PageHead title={`${texts.notFoundTitle} | Maven Silicon`} description={texts.notFoundText} noindex canonical={false} />
      <Hero title={texts.notFoundTitle}>
        <p>{texts.notFoundText}</p>
        <p><SmartLink href="/">{texts.notFoundHomeLink}</SmartLink> {texts.notFoundMenuHint}</p>
      </Hero>
    </>
  );
}
