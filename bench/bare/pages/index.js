import Head from 'next/head';

// The bare baseline (bench/bare/README.md): one static page, Next's own _app and _document.
export default function Bare() {
  return (
    <>
      <Head>
        <title>Bare Next page</title>
        <meta name="description" content="A bare Next.js pages-router page: the baseline of the site's speed checks." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <main>
        <h1>Hello world</h1>
        <p>A bare Next.js page, built from the site&apos;s node_modules and served the same way.</p>
      </main>
    </>
  );
}
