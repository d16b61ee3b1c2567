import SmartLink from './SmartLink';
import VectorImage from './VectorImage';
import { FOOTER_LOGO } from '../../lib/constants';

/** `src`: the footers' variant for dark backgrounds, which rides in their HTML. */
export default function Logo({ href = '/', priority = false, className, src = '/images/logo.svg' }: { href?: string; priority?: boolean; className?: string; src?: string }) {
  return (
    <SmartLink href={href} className={className} aria-label="Maven Silicon home">
      <VectorImage src={src} alt="Maven Silicon" width={FOOTER_LOGO.width} height={FOOTER_LOGO.height} priority={priority} />
    </SmartLink>
  );
}
