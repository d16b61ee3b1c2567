// Chrome's explicit compile hints (https://v8.dev/blog/explicit-compile-hints): a script that
// starts with this comment has all its functions compiled eagerly, on a background thread while
// the script streams in. Without it V8 compiles each webpack module lazily, on the main thread,
// the first time it runs, and every module of the first-load chunks runs at start-up: compiling
// React DOM there made Next's main.js task the longest of a page load (Lighthouse, mobile
// throttling: 115–220 ms, the bulk of Total Blocking Time). With the hint the same task took
// about half as long. Chunks loaded on demand (forms, captcha) are left lazy: most visitors never
// run them. Other browsers ignore the comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

/** JavaScript files of every entry point's chunks: what some page loads before it is interactive. */
function firstLoadFiles(compilation) {
  const files = new Set();
  for (const entry of compilation.entrypoints.values()) {
    for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After minification (which would drop the comment), before content hashing.
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage }, () => {
        for (const file of firstLoadFiles(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT.trim() };
