import ContentPage from '../components/content/ContentPage';
import { contentStaticProps, type ContentPageProps } from '../lib/cms/staticProps';

// The CMS entry at /thank-you (own file: see OWN_PAGE_PATHS in lib/specRoutes.ts).
export const getStaticProps = contentStaticProps('/thank-you');

export default function Page({ content }: ContentPageProps) {
  // Out of search results: a visitor arriving here from a search would count as a conversion.
  return <ContentPage content={content} noindex />;
}
