import ContentPage from '../components/content/ContentPage';
import { contentStaticProps, type ContentPageProps } from '../lib/cms/contentStaticProps';
import { withLayout } from '../layouts/withLayout';

// The CMS entry at /thank-you (own file: see OWN_PAGE_PATHS in lib/seo/routes.ts).
export const getStaticProps = withLayout(contentStaticProps('/thank-you'));

export default function Page({ content }: ContentPageProps) {
  return <ContentPage content={content} />;
}
