import { z } from 'zod';

export const SERVICES = ['cms', 'product', 'idp', 'search', 'cdn'] as const;
export type Service = (typeof SERVICES)[number];

/** Base path of each service on the stand-in's one origin. */
export const SERVICE_BASE: Record<Service, string> = {
  idp: '/idp',
  cms: '/cms',
  product: '/product-api',
  search: '/1',
  cdn: '/cdn',
};

export const faultSchema = z
  .object({
    service: z.enum(SERVICES),
    /** Path prefix below the service's base (`/api/fonden/`), or the full path (`/cms/api/fonden/`). */
    pathPrefix: z.string().startsWith('/').optional(),
    status: z.number().int().min(100).max(599).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** How many matching requests the fault hits; forever when left out. */
    times: z.number().int().positive().optional(),
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined, {
    message: 'A fault needs a status, a delayMs or both',
  });

export type Fault = z.infer<typeof faultSchema> & { id: number; hits: number };

export function serviceOf(pathname: string): { service: Service; rest: string } | null {
  for (const service of SERVICES) {
    const base = SERVICE_BASE[service];
    if (pathname === base || pathname.startsWith(`${base}/`)) {
      return { service, rest: pathname.slice(base.length) || '/' };
    }
  }
  return null;
}

/** Injected failures, matched per service and path prefix, consumed one hit at a time. */
export class FaultTable {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: z.infer<typeof faultSchema>): Fault {
    const base = SERVICE_BASE[input.service];
    const prefix =
      input.pathPrefix && input.pathPrefix.startsWith(`${base}/`)
        ? input.pathPrefix.slice(base.length)
        : input.pathPrefix;
    const fault: Fault = { ...input, pathPrefix: prefix, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching a request, counted as hit; spent faults are dropped. */
  take(service: Service, rest: string): Fault | null {
    const fault = this.faults.find(
      (f) => f.service === service && (!f.pathPrefix || rest.startsWith(f.pathPrefix)),
    );
    if (!fault) return null;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) {
      this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
