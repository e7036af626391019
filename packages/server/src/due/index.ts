export * from './rules.js';
export * from './sql.js';
export * from './source.js';
