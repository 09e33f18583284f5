import type { FastifyInstance } from 'fastify';

/**
 * One request starts per turn of the event loop (decision 088). On the embedded database a request runs from
 * start to answer without waiting on any I/O (PGlite answers in the same thread; its promises settle as
 * microtasks), so every request read in one turn ran to its end in that turn, and a busy server's turns grew to
 * hundreds of milliseconds. Node accepts a waiting connection once a turn: at a broadcast, when fifty
 * families opened their links together, the last connections waited 10 s before the server even saw them,
 * while every request it had seen was answered within 220 ms. Here each request waits for its own turn (first
 * come, first served): new connections are accepted and new requests read between two requests.
 */
export function oneRequestPerTurn(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    // Scheduled from within this turn's immediates: runs in the next turn, after its poll for I/O.
    if (waiting.length > 0) {
      scheduled = true;
      setImmediate(next);
    }
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    });
}

/** Every request of `app` takes its turn (the first hook: before anything else is done for it). */
export function registerOneRequestPerTurn(app: FastifyInstance): void {
  const turn = oneRequestPerTurn();
  app.addHook('onRequest', async () => {
    await turn();
  });
}
