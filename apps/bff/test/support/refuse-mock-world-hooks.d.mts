import type { ResolveHook } from 'node:module';

export declare const MOCK_ONLY_PACKAGES: readonly string[];
export declare const resolve: ResolveHook;
