import SmartLink from './SmartLink';
import VectorImage from './VectorImage';
import { FOOTER_LOGO } from '../../lib/constants';

/** `light` is the variant for dark backgrounds (footers). */
export default function Logo({ href = '/', priority = false, className, light = false }: { href?: string; priority?: boolean; className?: string; light?: boolean }) {
  return (
    <SmartLink href={href} className={className} aria-label="Maven Silicon home">
      <VectorImage src={light ? '/images/logo-light.svg' : '/images/logo.svg'} alt="Maven Silicon" width={FOOTER_LOGO.width} height={FOOTER_LOGO.height} priority={priority} />
    </SmartLink>
  );
}
