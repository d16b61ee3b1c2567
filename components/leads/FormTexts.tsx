import { createContext, useContext } from 'react';
import type { FormTexts } from '../../lib/cms/formTexts';

// The forms' words of the page (the CMS's formText, in its layout content). No default here: this
// module is in every page's first-load JavaScript and the seed's words must not be (the popups'
// forms bring them in their own chunk; the download and data-rights forms render from page props).
const FormTextsContext = createContext<FormTexts | null>(null);

export const FormTextsProvider = FormTextsContext.Provider;

/** The page's form words, or null on a render without page props. */
export const usePageFormTexts = () => useContext(FormTextsContext);

/** The page's form words, for a form that is part of a page (its data loading always gives them). */
export function useFormTexts(): FormTexts {
  const texts = useContext(FormTextsContext);
  if (!texts) throw new Error('Form texts missing: a page with a form gets them from getLayoutContent (layoutContent.forms)');
  return texts;
}

/** A form text with a placeholder (`{link}`) replaced by an element. */
export function withLink(text: string, link: React.ReactNode): React.ReactNode {
  const [before, ...after] = text.split('{link}');
  return after.length ? <>{before}{link}{after.join('')}</> : text;
}
