// Types for scripts/server-build.mjs, which the tests import to run the compiled server as `npm start` does.
export declare const buildDir: string;
export declare const serverEntry: string;
export declare const cliEntry: string;
export declare const parseWorkerEntry: string;
export declare function serverBuildStale(): string | undefined;
export declare function buildServer(options?: { clean?: boolean }): Promise<void>;
export declare function ensureServerBuild(log?: (line: string) => void): Promise<void>;
