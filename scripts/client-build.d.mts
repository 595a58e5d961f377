// Types for scripts/client-build.mjs, which the tests import to check what a start counts as the client's inputs.
export declare const CLIENT_BUILD_INPUTS: string[];
export declare const CLIENT_BUILD_OUTPUTS: string[];
export declare function clientBuildStale(root: string): string | undefined;
