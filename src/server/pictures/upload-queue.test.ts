import { describe, expect, it } from 'vitest';
import { deferred } from '../../../tests/support/deferred';
import { uploadQueue } from './upload-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('uploadQueue', () => {
  it('takes in `decoders + waiting` uploads and refuses the next until one gives its place back', () => {
    const queue = uploadQueue({ decoders: 2, waiting: 1 });
    expect(queue.capacity).toBe(3);
    const slots = [queue.tryEnter(), queue.tryEnter(), queue.tryEnter()];
    expect(slots.every(Boolean)).toBe(true);
    expect(queue.tryEnter()).toBeNull();
    slots[0]!.release();
    slots[0]!.release(); // a second release gives nothing back twice
    expect(queue.admitted).toBe(2);
    expect(queue.tryEnter()).not.toBeNull();
    expect(queue.tryEnter()).toBeNull();
  });

  it('decodes `decoders` pictures at a time, the others in turn, and frees a decoder when a task fails', async () => {
    const queue = uploadQueue({ decoders: 2, waiting: 2 });
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      queue.tryEnter()!.decode(async () => {
        started.push(i);
        await gate.promise;
        if (i === 0) throw new Error('bad picture');
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[0].resolve();
    await expect(runs[0]).rejects.toThrow('bad picture');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.decoding).toBe(2);
    for (const gate of gates.slice(1)) gate.resolve();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2, 3]);
    expect(queue.decoding).toBe(0);
  });

  it('defaults to one decoder a core, at most 4, and 4 waiting', () => {
    const queue = uploadQueue();
    expect(queue.decoders).toBeGreaterThanOrEqual(1);
    expect(queue.decoders).toBeLessThanOrEqual(4);
    expect(queue.capacity).toBe(queue.decoders + 4);
  });
});
