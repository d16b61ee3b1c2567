import SmartLink from '../components/common/SmartLink';
import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { fillText, useSiteTexts } from '../components/common/SiteTexts';
import { layoutStaticProps } from '../lib/cms/staticProps';

export const getStaticProps = layoutStaticProps('/404');

export default function NotFound() {
  const texts = useSiteTexts();
  return (
    <>
      <PageHead
        title={fillText(texts.pageTitle, { title: texts.notFoundTitle })}
        description={texts.notFoundText} noindex canonical={false} />
      <Hero title={texts.notFoundTitle}>
        <p>{texts.notFoundText}</p>
        <p><SmartLink href="/">{texts.notFoundHomeLink}</SmartLink> {texts.notFoundMenuHint}</p>
      </Hero>
    </>
  );
}
