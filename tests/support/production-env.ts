/**
 * A production deployment's settings with real upstreams and sound secrets, for the tests of what boot refuses
 * (production settings, the preview secret). A test spreads it and changes the one setting it is about.
 * `NODE_ENV` is left out: some checks take it from the settings, others from the process.
 */
export const REAL_UPSTREAMS_ENV: Readonly<Record<string, string>> = {
  SITE_URL: 'https://www.fis-fonden.dk',
  SESSION_SECRET: 'q7Vd2LmX9pRt4KzW1bNc8HsJ3fYg6AeU0iOx',
  AUTH_ISSUER: 'https://login.fis-fonden.dk/',
  AUTH_CLIENT_ID: 'fonden-site',
  AUTH_CLIENT_SECRET: 'Zt8kQ2wN5xR1vB7mC4pL9sD3',
  AUTH_AUDIENCE: 'https://api.fis-fonden.dk',
  PRODUCT_API_BASE_URL: 'https://api.fis-fonden.dk/product',
  PRODUCT_API_SUBSCRIPTION_KEY: 'b0c4f7e2a9d1',
  CMS_BASE_URL: 'https://cms.fis-fonden.dk',
  CMS_SITE_ID: 'fonden',
  SEARCH_APP_ID: 'FISAPP01',
  SEARCH_API_KEY: 'search-only-key-1234',
  IMAGE_CDN_URL: 'https://fis.imgix.net',
};
