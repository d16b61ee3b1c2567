import Hero from '../../components/common/Hero';
import PageHead from '../../components/common/PageHead';
import DownloadGate from '../../components/leads/DownloadGate';
import styles from '../../components/leads/downloadGate.module.scss';
import { getDocuments } from '../../lib/cms/content';
import type { DocumentFile } from '../../lib/cms/contentTypes';
import { chromeStaticProps } from '../../lib/cms/staticProps';
import { RESOURCES } from '../../lib/leads/resources';
import { withLayout } from '../../layouts/withLayout';

const PATH = '/vlsi/free-vlsi-training-courses';

// The documents themselves live in the CMS media library, attached to the page entry at this path.
export const getStaticProps = withLayout(chromeStaticProps(PATH, async () => ({ documents: (await getDocuments(PATH)).value })));

export default function FreeVlsiTrainingResources({ documents = {} }: { documents?: Record<string, DocumentFile> }) {
  return (
    <>
      <PageHead
        title="Free VLSI training resources | Maven Silicon"
        description="Free VLSI course brochures, curricula, interview questions, whitepapers and project documents to download."
      />
      <Hero title="Free VLSI training resources">
        <p>Brochures, curricula, interview questions, whitepapers and project documents from our trainers. Leave your email and the document downloads right away.</p>
      </Hero>
      <section className="container" aria-label="Resources">
        <ul className={styles.grid}>
          {RESOURCES.map((r) => <li key={r.type}><DownloadGate resource={r} file={documents[r.id] ?? null} /></li>)}
        </ul>
      </section>
    </>
  );
}
