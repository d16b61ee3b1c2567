import Hero from '../../components/common/Hero';
import PageHead from '../../components/common/PageHead';
import { chromeStaticProps } from '../../lib/cms/staticProps';

export const getStaticProps = chromeStaticProps('/enterprise');

export default function Enterprise() {
  return (
    <>
      <PageHead title="Corporate VLSI Training and Talent | Maven Silicon Enterprise" description="Corporate VLSI and embedded training programmes, training calendars and fresher talent for semiconductor companies." />
      <Hero title="VLSI training and talent for semiconductor companies">
        <p>Customised corporate training in design, verification, physical design and DFT, and a pipeline of trained engineers ready to join your teams.</p>
      </Hero>
    </>
  );
}
