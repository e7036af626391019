export * from './rules.js';
export * from './sql.js';
