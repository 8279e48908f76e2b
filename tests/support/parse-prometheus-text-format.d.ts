declare module 'parse-prometheus-text-format' {
  /** One metric family as prom2json gives it. */
  export interface PromFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: {
      labels?: Record<string, string>;
      value?: string;
      buckets?: Record<string, string>;
      count?: string;
      sum?: string;
    }[];
  }
  export default function parsePrometheusTextFormat(text: string): PromFamily[];
}
