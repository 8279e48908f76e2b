export function localEnv(options?: { port?: number; mockPort?: number }): Record<string, string>;
export function usesStandIn(env?: NodeJS.ProcessEnv): boolean;
export function waitFor(url: string, timeoutMs?: number, options?: { ok?: boolean }): Promise<void>;
export function localPublishHook(options?: { port?: number }): { url: string; secret: string };
export const LOCAL_PREVIEW_SECRET: string;
export function previewLink(siteUrl: string, secret: string, path?: string): string;
