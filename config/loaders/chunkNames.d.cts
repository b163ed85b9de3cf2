// Types of config/loaders/chunkNames.cjs (a CommonJS module, as the bundler's loaders that use it).
export function chunkNamesOf(entry: unknown, names?: string[]): string[];
export function shortChunkNames(routesChunkNames: Record<string, unknown>): Map<string, string>;
export function readShortChunkNames(generatedFilesDir: string): Map<string, string>;
export function routesChunkNamesFile(generatedFilesDir: string): string;
