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
    /** Latencies are read from each response instead (`on('response')`), to merge several instances. */
    type Result = { errors: number; timeouts: number };
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
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
