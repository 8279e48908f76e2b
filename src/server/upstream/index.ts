import { env, type ServerEnv } from '../env';
import { createCmsClient, type CmsClient } from './cms';
import { createProductApi, type ProductApi } from './product-api';

export interface Upstream {
  cms: CmsClient;
  product: ProductApi;
}

/** The upstream clients for a configuration (the process's env by default). */
export function createUpstream(e: ServerEnv = env()): Upstream {
  return {
    cms: createCmsClient({
      baseUrl: e.CMS_BASE_URL,
      siteId: e.CMS_SITE_ID,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    }),
    product: createProductApi({
      baseUrl: e.PRODUCT_API_BASE_URL,
      subscriptionKey: e.PRODUCT_API_SUBSCRIPTION_KEY,
      teamDataSegment: e.PRODUCT_API_TEAM_DATA_SEGMENT,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    }),
  };
}

export { UpstreamError } from './http';
