export declare const LOADER_ATTRIBUTE: string;
export declare function deferScriptsAfterPaint(html: string): string;
