/** A promise and the function that settles it, for tests that hold one step until another has happened. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
