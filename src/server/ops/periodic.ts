/**
 * Work done now and then in the server (the sweep of pictures no profile took, the embedded database's upkeep):
 * runs one after the other (one asked for while another runs starts when that one ends); `start` runs it at once
 * and then every `everyMs`, on a timer that does not keep the process alive; `stop` waits for a run in progress
 * (the database is closed next).
 */
export function periodic(everyMs: number, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();

  const jobs = {
    /** Runs `work` after any run in progress. */
    inTurn<T>(work: () => Promise<T>): Promise<T> {
      const run = last.then(work);
      last = run.catch(() => undefined);
      return run;
    },

    /** `work` must not ask for a run in turn itself: it would wait for its own end. */
    start(work: () => Promise<unknown>) {
      if (timer) return;
      const runLogged = () => {
        jobs.inTurn(work).catch(onError);
      };
      runLogged();
      timer = setInterval(runLogged, everyMs);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      timer = undefined;
      await last;
    },
  };
  return jobs;
}
