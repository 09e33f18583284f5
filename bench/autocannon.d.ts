/** The part of autocannon's API that bench/load.ts uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      // biome-ignore lint/suspicious/noExplicitAny: autocannon passes its own context object through
      setupRequest?: (request: Request, context: any) => Request | null;
      // biome-ignore lint/suspicious/noExplicitAny: as above
      onResponse?: (status: number, body: string, context: any, headers: Record<string, string>) => void;
    };
    type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      overallRate?: number;
      /** Requests a second for each connection. */
      connectionRate?: number;
      requests?: Request[];
    };
    type Instance = Promise<Result> & {
      stop(): void;
      /** Every response: its status, size and latency in milliseconds. */
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
      ): void;
    };
    function track(instance: Instance, options?: Record<string, boolean>): void;
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
