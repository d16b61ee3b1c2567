import Head from 'next/head';

// The bare baseline (bench/bare/README.md): one static page, Next's own _app and _document, a
// heading and a button. The button opens the browser's own <dialog> with no script of its own
// (`commandfor`): the tap-to-dialog and tap-to-typing baseline of tests/e2e/timed/tap-timing.spec.ts.
export default function Bare() {
  return (
    <>
      <Head>
        <title>Bare Next page</title>
        <meta name="description" content="A bare Next.js pages-router page: the baseline of the site's speed checks." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <header>
        <button type="button" commandfor="demo" command="show-modal">Book a Free Demo Class</button>
      </header>
      <main>
        <h1>Hello world</h1>
        <p>A bare Next.js page, built from the site&apos;s node_modules and served the same way.</p>
      </main>
      <dialog id="demo" aria-labelledby="demo-title">
        <h2 id="demo-title">Book a Free Demo Class</h2>
        <form method="dialog">
          <label>Name <input name="name" autoComplete="name" /></label>
          <button type="submit">Close</button>
        </form>
      </dialog>
    </>
  );
}
