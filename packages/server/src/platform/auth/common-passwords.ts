import { dictionary } from '@zxcvbn-ts/language-common';

// The 49,233 most common passwords of zxcvbn-ts's common dictionary (MIT; compiled from breach
// corpora), shipped as an npm package so nothing is fetched at run time. Built on first use.
let common: Set<string> | null = null;

export function isCommonPassword(lowercased: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(lowercased);
}
