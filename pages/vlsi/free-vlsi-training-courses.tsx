import Hero from '../../components/common/Hero';
import PageHead from '../../components/common/PageHead';
import DownloadGate from '../../components/leads/DownloadGate';
import styles from '../../components/leads/downloadGate.module.scss';
import { chromeStaticProps } from '../../lib/cms/staticProps';
import { RESOURCES } from '../../lib/leads/resources';
import { withLayout } from '../../layouts/withLayout';

export const getStaticProps = withLayout(chromeStaticProps('/vlsi/free-vlsi-training-courses'));

export default function FreeVlsiTrainingResources() {
  return (
    <>
      <PageHead
        title="Free VLSI training resources | Maven Silicon"
        description="Free VLSI course brochures, curricula, interview questions, whitepapers and project documents, sent to your inbox."
      />
      <Hero title="Free VLSI training resources">
        <p>Brochures, curricula, interview questions, whitepapers and project documents from our trainers. Leave your email and we send the document to your inbox.</p>
      </Hero>
      <section className="container" aria-label="Resources">
        <ul className={styles.grid}>
          {RESOURCES.map((r) => <li key={r.type}><DownloadGate resource={r} /></li>)}
        </ul>
      </section>
    </>
  );
}
