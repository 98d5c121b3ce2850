import type { Family } from './clinical-templates.js';

export const HELD_OUT: Readonly<Record<string, Family>> = {};
