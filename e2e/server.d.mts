export declare const e2ePort: number;
export declare const e2eBaseURL: string;
export declare const e2eHealthURL: string;
export declare function e2eServer(dataDir?: string): {
  command: string;
  cwd: string;
  env: { [name: string]: string };
};
