import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { chromeStaticProps } from '../lib/cms/staticProps';

export const getStaticProps = chromeStaticProps('/');

export default function Home() {
  return (
    <>
      <PageHead
        title="Maven Silicon | VLSI and Embedded Systems Training Institute in Bengaluru"
        description="Job-oriented VLSI design, verification, physical design, DFT and embedded systems courses in Bengaluru, with placement support and IIT-certified programmes."
      />
      <Hero title="Become a VLSI engineer the industry hires">
        <p>Job-oriented VLSI design, verification, physical design, DFT and embedded systems training in Bengaluru and online, taught by engineers from the chip industry.</p>
      </Hero>
      <section className="container" aria-labelledby="why">
        <h2 id="why">Why learn with Maven</h2>
        <ul>
          <li>Hands-on labs on industry-standard EDA flows, from RTL to GDSII.</li>
          <li>Executive certifications with iHUB IIT Roorkee and an executive M.Tech in VLSI design.</li>
          <li>Placement support with semiconductor companies across Bengaluru, Hyderabad and beyond.</li>
        </ul>
      </section>
      <div style={{ height: '120vh' }} aria-hidden="true" />
    </>
  );
}
