// The few parts of autocannon 9 the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Stats {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest?: (req: RequestParams) => RequestParams }[];
  }
  export interface Result {
    latency: Stats;
    requests: Stats & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
