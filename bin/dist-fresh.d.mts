/** Types for ./dist-fresh.mjs (plain JavaScript so bin/admiralty.mjs can run it before tsx). */
export declare const STAMP: string;
export declare function distIsFresh(root: string): boolean;
