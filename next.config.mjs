/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets parallel work (several e2e runs on one machine) keep out of each other's way.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The build checks only the site; `npm run typecheck` checks everything (tests, stand-in, benches).
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // Content URLs end in a slash (/tilmelding/); the proxy adds it to page URLs only, so /api/* stays as is.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['pino', 'sanitize-html'],
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
