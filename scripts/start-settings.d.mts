// Types for scripts/start-settings.mjs, which the benches import to start the server as `npm start` does.
export declare const START_ENVIRONMENT: Record<string, string>;
export declare function missingStartEnvironment(env: NodeJS.ProcessEnv): Record<string, string>;
