// Change notices that arrive together are sent together: the first notice goes out at once, then
// whatever arrives during the next window (250 ms) is merged into one notice naming each changed
// path once. A batch that touches 10,000 rows thus costs each open browser a handful of refetches,
// not 10,000, and a lone change still arrives without delay.
import type { ChangeNotice } from './notifier';

export const NOTICE_COALESCE_MS = 250;

export interface NoticeCoalescer {
  push(notice: ChangeNotice): void;
  /** Stops the timer; pending keys are dropped (the stream they were for is gone). */
  close(): void;
}

export const createNoticeCoalescer = ({
  send,
  windowMs = NOTICE_COALESCE_MS,
}: {
  send: (notice: ChangeNotice) => void;
  windowMs?: number;
}): NoticeCoalescer => {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const endWindow = () => {
    if (!pending.size) {
      timer = null;
      return;
    }
    const keys = [...pending];
    pending = new Set();
    send({ keys });
    timer = setTimeout(endWindow, windowMs);
  };

  return {
    push(notice) {
      if (timer) {
        for (const key of notice.keys) pending.add(key);
        return;
      }
      send({ keys: [...new Set(notice.keys)] });
      timer = setTimeout(endWindow, windowMs);
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
};
