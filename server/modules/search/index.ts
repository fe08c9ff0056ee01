/** The search module's public face for other modules (Creator Calls' advanced mode reuses the query). */
export { searchRouter } from './search.router.js';
export { searchDirectory, searchTeamId } from './search.service.js';
export { filterConditions, pageQuery, matchQuery, toNumbered, type SearchFilters } from './search.sql.js';
export { DirectoryMemory } from './memory/directory-memory.js';
import type { DirectoryMemory } from './memory/directory-memory.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** The directory's figures in memory, for searches. */
    directory: DirectoryMemory;
  }
}
