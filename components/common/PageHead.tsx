import Head from 'next/head';
import { useRouter } from 'next/router';
import type { Media } from '../../lib/cms/types';
import { absoluteUrl, DEFAULT_OG_IMAGE, SITE_NAME } from '../../lib/seo/site';

interface Props {
  title: string;
  description: string;
  /** Site path of the page; defaults to the current URL without query and fragment. */
  path?: string;
  ogImage?: Media | null;
  ogType?: 'website' | 'article';
  /** Error and thank-you pages: kept out of search results. */
  noindex?: boolean;
  /** Error pages have no address of their own to declare. */
  canonical?: boolean;
}

/** Title, description, canonical, Open Graph and Twitter tags of one page. */
export default function PageHead({ title, description, path, ogImage, ogType = 'website', noindex = false, canonical = true }: Props) {
  const router = useRouter();
  const url = absoluteUrl(path ?? router.asPath);
  const image = ogImage ? { url: ogImage.url, width: ogImage.width, height: ogImage.height, alt: ogImage.alt } : DEFAULT_OG_IMAGE;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {canonical && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:image" content={absoluteUrl(image.url)} />
      {image.width > 0 && <meta property="og:image:width" content={String(image.width)} />}
      {image.height > 0 && <meta property="og:image:height" content={String(image.height)} />}
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}

/** A page's JSON-LD, serialised in its page data (lib/seo/jsonLd.ts); data blocks, never executed (the CSP allows them). */
export function JsonLdHead({ blocks = [] }: { blocks?: string[] }) {
  return <Head>{blocks.map((json, i) => <script key={`ld${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />)}</Head>;
}
