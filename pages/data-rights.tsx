import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import DataRequestForm from '../components/leads/DataRequestForm';
import { DATA_RIGHTS_PATH, PRIVACY_POLICY_PATH } from '../lib/constants';
import { layoutStaticProps } from '../lib/cms/staticProps';

// DPDP Act 2023 §6(4), §11–13: where a person withdraws consent or asks to see,
// correct or erase their data. Requests land in the CMS (data request) for the grievance officer.
export const getStaticProps = layoutStaticProps(DATA_RIGHTS_PATH);

export default function DataRights() {
  return (
    <>
      <PageHead
        title="Your data rights | Maven Silicon"
        description="Withdraw your consent, or ask Maven Silicon to show, correct or erase the personal data it holds about you."
      />
      <Hero title="Your data rights">
        <p>
          You can withdraw the consent you gave with a form at any time, as easily as you gave it, and ask us to show, correct or erase the
          personal data we hold about you. Tell us the email or phone number you used; our grievance officer answers within 30 days.
          How we use your data: <a href={PRIVACY_POLICY_PATH}>Privacy policy</a>.
        </p>
      </Hero>
      <section className="container" aria-labelledby="data-request-heading">
        <h2 id="data-request-heading">Make a request</h2>
        <DataRequestForm />
      </section>
    </>
  );
}
