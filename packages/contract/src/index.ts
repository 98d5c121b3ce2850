export * from './common.js';
export * from './eval-data.js';
export * from './pdp.js';
export * from './pdp-evidence.js';
export * from './pdp-policies.js';
export * from './platform.js';
export * from './usage.js';
