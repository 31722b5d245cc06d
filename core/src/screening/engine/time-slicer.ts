import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Splits long synchronous work into slices of about `sliceMs`: the caller asks `due()` inside its
 * loops and, when it says so, awaits `pause()`, which lets the event loop run everything waiting
 * (requests, health probes, Redis replies and timers) before the next slice.
 */
export interface TimeSlicer {
  due(): boolean;
  pause(): Promise<void>;
}

export const createTimeSlicer = (sliceMs: number): TimeSlicer => {
  let sliceStarted = performance.now();
  return {
    due: () => performance.now() - sliceStarted >= sliceMs,
    pause: async () => {
      await nextTurn();
      sliceStarted = performance.now();
    },
  };
};
