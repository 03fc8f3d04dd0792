type TagTimes = { stale?: number; expired?: number };
export declare function sharedTagLog(
  dir: string,
  manifest?: Map<string, TagTimes>,
): { file: string; load(): number; poll(): number; revalidated(tags: string[], at?: number): void };
declare const SharedPageCacheHandler: unknown;
export default SharedPageCacheHandler;
