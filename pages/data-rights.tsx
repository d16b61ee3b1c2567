import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { fillText, useSiteTexts } from '../components/common/SiteTexts';
import DataRequestForm from '../components/leads/DataRequestForm';
import { useFormTexts, withLink } from '../components/leads/FormTexts';
import { DATA_RIGHTS_PATH, PRIVACY_POLICY_PATH } from '../lib/constants';
import { layoutStaticProps } from '../lib/cms/staticProps';

// DPDP Act 2023 §6(4), §11–13: where a person withdraws consent or asks to see,
// correct or erase their data. Requests land in the CMS (data request) for the grievance officer.
// Its words are the CMS's form texts (dataRights*), with the page's layout content.
export const getStaticProps = layoutStaticProps(DATA_RIGHTS_PATH);

export default function DataRights() {
  const texts = useSiteTexts();
  const t = useFormTexts();
  return (
    <>
      <PageHead title={fillText(texts.pageTitle, { title: t.dataRightsTitle })} description={t.dataRightsDescription} />
      <Hero title={t.dataRightsTitle}>
        <p>{withLink(t.dataRightsIntro, <a href={PRIVACY_POLICY_PATH}>{t.dataRightsPrivacyLink}</a>)}</p>
      </Hero>
      <section className="container" aria-labelledby="data-request-heading">
        <h2 id="data-request-heading">{t.dataRightsFormHeading}</h2>
        <DataRequestForm />
      </section>
    </>
  );
}
