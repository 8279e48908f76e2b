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

let processClients: Upstream | undefined;

/**
 * The process's one set of upstream clients, made on first use from the validated env. Every request of the
 * site (tRPC, page loaders, the export and calendar routes) uses these, through `contextFor` (../context.ts)
 * or directly for the CMS; tests make their own with `createUpstream`.
 */
export const upstreamClients = (): Upstream => (processClients ??= createUpstream());

export { UpstreamError } from './http';
