// `?inline` SVG imports (lib/perf/inlineSvg.js): the file as a data: URL.
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
