import SmartLink from './SmartLink';
import VectorImage from './VectorImage';
import { FOOTER_LOGO } from '../../lib/constants';
import logo from '../../public/images/logo.svg?inline';

/** Drawn in the HTML: as an <img> it was a request and a document of its own. `src`: the footers' variant for dark backgrounds. */
export default function Logo({ href = '/', className, src = logo }: { href?: string; className?: string; src?: string }) {
  return (
    <SmartLink href={href} className={className} aria-label="Maven Silicon home">
      <VectorImage src={src} alt="Maven Silicon" width={FOOTER_LOGO.width} height={FOOTER_LOGO.height} />
    </SmartLink>
  );
}
