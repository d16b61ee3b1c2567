import type { GetStaticProps } from 'next';
import { withChromeNeeds } from '../lib/cms/staticProps';
import { chromeNeeds } from './selectLayout';

/** A page's getStaticProps, told by the layout table which furniture (contact set) its path needs. */
export const withLayout = (getStaticProps: GetStaticProps): GetStaticProps => withChromeNeeds(getStaticProps, chromeNeeds);
