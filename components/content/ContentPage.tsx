import type { ReactNode } from 'react';
import type { Content } from '../../lib/cms/types';
import { fillText, useSiteTexts } from '../common/SiteTexts';
import PageHead from '../common/PageHead';
import CourseTemplate from '../course/CourseTemplate';
import ContentTemplate from './ContentTemplate';

/** Head (title, description, canonical, OG) + the template for one CMS entry (its JSON-LD: _app). */
export default function ContentPage({ content, children, afterHero, noindex }: {
  content: Content; children?: ReactNode; afterHero?: ReactNode; /** Kept out of search results. */ noindex?: boolean;
}) {
  const texts = useSiteTexts();
  if (content.kind === 'course') {
    const c = content.course;
    return (
      <>
        <PageHead
          title={c.seo.metaTitle || fillText(texts.pageTitle, { title: c.title })}
          description={c.seo.metaDescription || c.tagline || texts.defaultDescription}
          path={c.path} ogImage={c.seo.ogImage ?? c.heroImage} noindex={noindex} />
        <CourseTemplate course={c} />
      </>
    );
  }
  const p = content.page;
  return (
    <>
      <PageHead
        title={p.seo.metaTitle || fillText(texts.pageTitle, { title: p.title })}
        description={p.seo.metaDescription || p.intro || texts.defaultDescription}
        path={p.path} ogImage={p.seo.ogImage} noindex={noindex} />
      <ContentTemplate page={p} afterHero={afterHero}>{children}</ContentTemplate>
    </>
  );
}
