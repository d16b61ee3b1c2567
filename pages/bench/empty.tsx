import Head from 'next/head';

// Baseline for bench/first-load.mjs and bench/throughput.mjs: a page of this same build with
// no content of its own, so the figures compare like with like. Never linked or indexed.
export default function Empty() {
  return (
    <>
      <Head>
        <title>Empty page | Maven Silicon</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Hello world</h1>
    </>
  );
}
