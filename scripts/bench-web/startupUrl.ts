/** The address in the local service's start-up line (server/http/startupLine.ts), so it can listen on port 0. */
const STARTUP = /^Catalogue search on (https?:\/\/\S+) —/;

export function urlInStartupLine(line: string): string | null {
  return STARTUP.exec(line.trim())?.[1] ?? null;
}
