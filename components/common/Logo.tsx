import SmartLink from './SmartLink';
import { FOOTER_LOGO } from '../../lib/constants';

/** Shows by reference its drawing, which every page holds once (pages/_document.tsx): as an <img>
 *  it was a request and a document of its own, as a data: URL bytes in _app. */
export default function Logo({ href = '/', className, light = false }: { href?: string; className?: string; light?: boolean }) {
  const drawing = <svg role="img" aria-label="Maven Silicon" {...FOOTER_LOGO} viewBox={`0 0 ${FOOTER_LOGO.width} ${FOOTER_LOGO.height}`}><use href={light ? '#logo-light' : '#logo'} /></svg>;
  return <SmartLink href={href} className={className} aria-label="Maven Silicon home"><span className="vector">{drawing}</span></SmartLink>;
}
