/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Sent in turn by every connection. */
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>;
  }
  export interface Instance {
    /** Every response, with its latency in milliseconds (fractional). */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
