/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets parallel work (several e2e runs on one machine) keep out of each other's way.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Types are checked once, by `npm run typecheck` (the first step of `npm test` and CI), over everything:
  // site, tests, stand-in and benches. The build does not check them again.
  typescript: { tsconfigPath: 'tsconfig.next.json', ignoreBuildErrors: true },
  // Content URLs end in a slash (/tilmelding/); the proxy adds it to page URLs only, so /api/* stays as is.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['pino', 'sanitize-html'],
  async rewrites() {
    return [
      { source: '/robots.txt', destination: '/api/seo/robots' },
      { source: '/sitemap.xml', destination: '/api/seo/sitemap' },
      // The parts of a sitemap index (past 50,000 pages).
      { source: '/sitemap-:part(\\d+).xml', destination: '/api/seo/sitemap?part=:part' },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
