export declare function cacheResult(entry: unknown, now?: number): 'hit' | 'stale' | 'miss';
type Ctx = Record<string, unknown>;
declare class PageCacheHandler {
  constructor(ctx: Ctx);
  get(key: string, ctx: Ctx): Promise<unknown>;
  set(key: string, data: unknown, ctx: Ctx): Promise<void>;
}
export default PageCacheHandler;
