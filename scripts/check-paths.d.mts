export interface PathProblem {
  file: string;
  line: number;
  message: string;
}
export interface RepoIndex {
  known: Set<string>;
  suffixes: Set<string>;
  dependencyFile: (name: string) => boolean;
}
export function repoIndex(files: string[], dependencyFile?: (name: string) => boolean): RepoIndex;
export function checkFile(file: string, text: string, repo: RepoIndex): PathProblem[];
export function checkedFiles(files: string[]): string[];
export function commentsOf(file: string, text: string): { text: string; line: number }[];
