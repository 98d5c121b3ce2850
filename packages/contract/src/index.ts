export * from './common.js';
export * from './platform.js';
export * from './usage.js';
