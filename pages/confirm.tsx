import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { fillText, useSiteTexts } from '../components/common/SiteTexts';
import ConfirmRequest from '../components/leads/ConfirmRequest';
import { CONFIRM_PAGE_PATH } from '../lib/constants';
import { layoutStaticProps } from '../lib/cms/staticProps';

// Where a mailed confirmation link lands: out of search results, never in the sitemap.
export const getStaticProps = layoutStaticProps(CONFIRM_PAGE_PATH);

export default function Confirm() {
  const texts = useSiteTexts();
  return (
    <>
      <PageHead title={fillText(texts.pageTitle, { title: texts.confirmTitle })} description={texts.confirmIntro} noindex />
      <Hero title={texts.confirmTitle}>
        <ConfirmRequest />
      </Hero>
    </>
  );
}
