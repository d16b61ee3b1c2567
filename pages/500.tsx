import SmartLink from '../components/common/SmartLink';
import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';

// No CMS call here: this page must render when everything else is failing.
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
