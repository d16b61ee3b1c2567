import { proxyMedia } from '../../../lib/cms/proxy';

export default proxyMedia;
