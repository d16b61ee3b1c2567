import { proxyGraphql } from '../../lib/cms/proxy';

export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

export default proxyGraphql;
