// Unit tests stub `fetch`; this routes axios (the forms' HTTP client) through that stub, so a
// test sees every request the same way whichever client sent it.
import axios, { type AxiosAdapter } from 'axios';

const overFetch: AxiosAdapter = async (config) => {
  const res = await fetch(String(config.url), {
    method: String(config.method ?? 'get').toUpperCase(),
    headers: (config.headers?.toJSON?.() ?? config.headers) as Record<string, string>,
    body: config.data as string | undefined,
  });
  let data: unknown = null;
  try { data = await res.json(); } catch { /* not JSON */ }
  return { data, status: res.status, statusText: '', headers: {}, config, request: {} };
};

axios.defaults.adapter = overFetch;
