import type { Service } from './faults';

/** How many requests each service and path answered since the last clear (for benchmarks and tests). */
export class RequestStats {
  private perPath = new Map<string, number>();
  private perService = new Map<Service, number>();

  count(service: Service, path: string): void {
    this.perService.set(service, (this.perService.get(service) ?? 0) + 1);
    const key = `${service} ${path}`;
    this.perPath.set(key, (this.perPath.get(key) ?? 0) + 1);
  }

  clear(): void {
    this.perPath = new Map();
    this.perService = new Map();
  }

  snapshot() {
    return {
      total: [...this.perService.values()].reduce((sum, n) => sum + n, 0),
      services: Object.fromEntries(this.perService),
      paths: Object.fromEntries(this.perPath),
    };
  }
}
