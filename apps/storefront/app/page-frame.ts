import type { pageFrameData } from './page-frame.server';

/** What every page's frame shows: the root's loader data. */
export type PageFrameData = Awaited<ReturnType<typeof pageFrameData>>;

/** A refusal that carries the page frame, so the error page keeps the shop's header and footer. */
export interface FramedRefusal {
  readonly message: string;
  readonly frame: PageFrameData;
}

/** The frame a refusal carries, when the error is one. */
export function frameOfRefusal(error: unknown): PageFrameData | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const payload = error.data;
  if (typeof payload !== 'object' || payload === null || !('frame' in payload)) return undefined;
  return (payload as FramedRefusal).frame;
}

/** The message of an error's data: a refusal's message, else the data as it is. */
export function refusalMessage(payload: unknown): unknown {
  if (typeof payload === 'object' && payload !== null && 'frame' in payload && 'message' in payload)
    return payload.message;
  return payload;
}
