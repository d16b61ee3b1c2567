// The captcha widget of the forms rendered with the page (downloads, data requests): fetched when
// the visitor starts on the form, by a plain import() kept in state, not next/dynamic, whose
// loader runtime would join the first-load JavaScript of every page with such a form (+1.6 kB gz).
import { useCallback, useState } from 'react';
import type CaptchaFieldType from './CaptchaField';

export function useLazyCaptcha(): { CaptchaField: typeof CaptchaFieldType | null; engage: () => void } {
  const [CaptchaField, setCaptchaField] = useState<typeof CaptchaFieldType | null>(null);
  const engage = useCallback(() => {
    if (!CaptchaField) void import('./CaptchaField').then((m) => setCaptchaField(() => m.default));
  }, [CaptchaField]);
  return { CaptchaField, engage };
}
