import { describe, expect, it } from 'vitest';
import {
  PICTURE_ORIGIN as O,
  picturesBlockingMessage,
  PICTURE_STATUS as S,
  summarisePictures,
} from './picture-status';

const item = (
  status: number,
  origin: number = O.INPUT,
  serverId: string | null = null,
  source: unknown = {},
) => ({
  status,
  origin,
  serverId,
  source,
});
const messages = { failed: 'failed', busy: 'busy' };

describe('summarisePictures', () => {
  it('collects uploaded, existing and restored ids in order', () => {
    const summary = summarisePictures([
      item(S.IDLE, O.LOCAL, 'existing', 'existing'),
      item(S.PROCESSING_COMPLETE, O.INPUT, 'new'),
      item(S.LOADING, O.LIMBO, null, 'restored'),
    ]);
    expect(summary).toEqual({ ids: ['existing', 'new', 'restored'], busy: false, failed: false });
  });

  it('is busy while a picture waits or uploads', () => {
    for (const status of [S.INIT, S.PROCESSING_QUEUED, S.PROCESSING, S.LOADING]) {
      const summary = summarisePictures([item(status)]);
      expect(summary.busy).toBe(true);
      expect(picturesBlockingMessage(summary, messages)).toBe('busy');
    }
  });

  it('fails on an upload error, a refused file, a lost draft picture or a cancelled upload', () => {
    for (const failed of [
      item(S.PROCESSING_ERROR),
      item(S.LOAD_ERROR),
      item(S.PROCESSING_REVERT_ERROR, O.INPUT, 'x'),
      item(S.LOAD_ERROR, O.LIMBO, 'gone', 'gone'),
      item(S.IDLE),
    ]) {
      expect(summarisePictures([failed]).failed).toBe(true);
    }
    const both = summarisePictures([item(S.PROCESSING), item(S.PROCESSING_ERROR)]);
    expect(picturesBlockingMessage(both, messages)).toBe('failed');
  });

  it("keeps a profile's own picture whose preview failed, rather than deleting it by saving", () => {
    expect(summarisePictures([item(S.LOAD_ERROR, O.LOCAL, 'mine', 'mine')])).toEqual({
      ids: ['mine'],
      busy: false,
      failed: false,
    });
    expect(picturesBlockingMessage(summarisePictures([]), messages)).toBeNull();
  });
});
