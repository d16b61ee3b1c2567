import Link from 'next/link';
import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { THANK_YOU_PATH } from '../lib/constants';
import { chromeStaticProps } from '../lib/cms/staticProps';

export const getStaticProps = chromeStaticProps(THANK_YOU_PATH);

export default function ThankYou() {
  return (
    <>
      <PageHead title="Thank you | Maven Silicon" description="We have received your details; an admissions counsellor will contact you shortly." />
      <Hero title="Thank you!">
        <p>We have received your details. An admissions counsellor will call you shortly.</p>
        <p><Link href="/">Back to the home page</Link></p>
      </Hero>
    </>
  );
}
