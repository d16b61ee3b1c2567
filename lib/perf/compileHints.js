// Chrome's explicit compile hints (https://v8.dev/blog/explicit-compile-hints): a script that
// starts with this comment has all its functions compiled eagerly, on a background thread while
// the script streams in. Without it V8 compiles each webpack module lazily, on the main thread,
// the first time it runs, and every module of the first-load chunks runs at start-up: compiling
// React DOM there made Next's main.js task the longest of a page load (Lighthouse, mobile
// throttling: 115–220 ms, the bulk of Total Blocking Time). With the hint the same task took
// about half as long. So too the chunk groups named `onIntent` (lead forms, fetched as a visitor
// reaches for one, run as they come); other chunks loaded on demand stay lazy: most visitors never
// run them. Other browsers ignore the comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

/** JavaScript files of every entry point's chunks (what some page loads before it is interactive)
 *  and of the chunk groups named `onIntent`. */
function eagerFiles(compilation, onIntent) {
  const files = new Set();
  for (const name of onIntent) if (!compilation.namedChunkGroups.has(name)) throw new Error(`CompileHints: no chunk group "${name}" to hint`);
  for (const group of [...compilation.entrypoints.values(), ...onIntent.map((name) => compilation.namedChunkGroups.get(name))]) {
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

class CompileHintsPlugin {
  constructor(onIntent = []) { this.onIntent = onIntent; }
  apply(compiler) {
    const { Compilation, sources: { ConcatSource } } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After minification (which would drop the comment), before content hashing.
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const file of eagerFiles(compilation, this.onIntent)) compilation.updateAsset(file, (code) => new ConcatSource(HINT, code));
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT.trim() };
