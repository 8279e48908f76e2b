export declare const E2E_WORKERS: number;
export declare function stackPorts(worker: number): { sitePort: number; mockPort: number };
export declare const WORKER_PORTS: { sitePort: number; mockPort: number };
