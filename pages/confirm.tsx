import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import ConfirmRequest from '../components/leads/ConfirmRequest';
import { CONFIRM_PAGE_PATH, CONFIRM_TEXTS } from '../lib/constants';
import { layoutStaticProps } from '../lib/cms/staticProps';

// Where a mailed confirmation link lands (issue 35): out of search results, never in the sitemap.
export const getStaticProps = layoutStaticProps(CONFIRM_PAGE_PATH);

export default function Confirm() {
  return (
    <>
      <PageHead title={`${CONFIRM_TEXTS.title} | Maven Silicon`} description={CONFIRM_TEXTS.intro} noindex />
      <Hero title={CONFIRM_TEXTS.title}>
        <ConfirmRequest />
      </Hero>
    </>
  );
}
