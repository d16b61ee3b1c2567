import { State } from 'country-state-city';
import type { NextApiRequest, NextApiResponse } from 'next';
import { isCountryCode } from '../../lib/leads/countries';
import { refusesMethod } from '../../lib/secretRoute';

/**
 * GET /api/states?country=IN → {states: string[]}: the state select's options for one
 * country. country-state-city stays on the server; answers are cacheable for a day.
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (refusesMethod(req, res, ['GET'])) return;
  const country = String(req.query.country ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || !isCountryCode(country)) return res.status(400).json({ error: 'Unknown country' });
  const states = State.getStatesOfCountry(country).map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en'));
  res.setHeader('Cache-Control', 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800');
  return res.status(200).json({ country, states });
}
