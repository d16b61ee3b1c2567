import ContentPage from '../components/content/ContentPage';
import { contentStaticProps, type ContentPageProps } from '../lib/cms/staticProps';

// The CMS entry at /mtech-in-vlsi-design (own file: see OWN_PAGE_PATHS in lib/specRoutes.ts).
export const getStaticProps = contentStaticProps('/mtech-in-vlsi-design');

export default function Page({ content }: ContentPageProps) {
  return <ContentPage content={content} />;
}
