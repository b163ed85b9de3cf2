export declare function listFiles(dir: string, match: RegExp, skip?: (name: string) => boolean): string[];
export declare function prose(file: string): string;
export declare const countWords: (text: string) => number;
export declare const COMPRESSED_FILES: RegExp;
export declare const COMPRESS_MIN_SIZE: number;
