import CtaBlock from '../../components/content/CtaBlock';
import Hero from '../../components/common/Hero';
import PageHead from '../../components/common/PageHead';
import DownloadGate from '../../components/leads/DownloadGate';
import styles from '../../components/leads/downloadGate.module.scss';
import type { Page } from '../../lib/cms/types';
import { layoutStaticProps, withPage } from '../../lib/cms/staticProps';
import { FREE_RESOURCES_PATH, FREE_RESOURCES_TEXTS } from '../../lib/constants';
import { RESOURCES } from '../../lib/leads/resources';

const PATH = FREE_RESOURCES_PATH;

// The page's words and its documents (files in the CMS media library, with their titles) come from
// its own entry at this path; the site's texts stand in while the CMS cannot answer.
export const getStaticProps = layoutStaticProps(PATH, withPage(PATH));

export default function FreeVlsiTrainingResources({ page }: { page?: Page | null }) {
  const documents = page?.documents ?? {};
  return (
    <>
      <PageHead
        title={page?.seo.metaTitle || FREE_RESOURCES_TEXTS.metaTitle}
        description={page?.seo.metaDescription || FREE_RESOURCES_TEXTS.metaDescription}
      />
      <Hero title={page?.title || FREE_RESOURCES_TEXTS.title}>
        <p>{page?.intro || FREE_RESOURCES_TEXTS.intro}</p>
      </Hero>
      <section className="container" aria-label="Resources">
        <ul className={styles.grid}>
          {RESOURCES.map((r) => {
            const doc = documents[r.id];
            const resource = { ...r, title: doc?.title || r.title, description: doc?.description || r.description };
            return <li key={r.type}><DownloadGate resource={resource} file={doc?.file ?? null} /></li>;
          })}
        </ul>
      </section>
      <CtaBlock cta={page?.cta ?? null} leadSource={page?.leadSource} />
    </>
  );
}
