import Hero from '../components/common/Hero';
import PageHead from '../components/common/PageHead';
import { chromeStaticProps } from '../lib/cms/staticProps';

export const getStaticProps = chromeStaticProps('/mtech-in-vlsi-design');

export default function MTech() {
  return (
    <>
      <PageHead title="Executive M.Tech in VLSI Design | Maven Silicon" description="A two-year executive M.Tech in VLSI design for working engineers, with weekend classes and industry projects." />
      <Hero title="Executive M.Tech in VLSI Design">
        <p>A two-year programme for working engineers: weekend classes, industry projects and a university degree.</p>
      </Hero>
      <section id="ourcurriculam" className="container"><h2>Our Curriculum</h2><p>Digital design, verification with SystemVerilog and UVM, physical design, DFT, low-power design and a capstone project.</p></section>
      <section id="programhighlights" className="container"><h2>Program Highlights</h2><p>Weekend schedule, faculty from industry and academia, lab access to EDA tools.</p></section>
    </>
  );
}
