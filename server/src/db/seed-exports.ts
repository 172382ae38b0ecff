// What the benchmarks need of the database layer, in one import.
export { migrateToLatest as migrate } from './migrate.ts';
export { seedDatabase as seed } from './seed/index.ts';
