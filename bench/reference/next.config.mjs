/** The reference app is built and served like the site: `next build` and `next start`. */
export default { reactStrictMode: true, poweredByHeader: false };
