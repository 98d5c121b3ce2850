/**
 * Tool names as latches compare them (§8.2): NFKC, camelCase split, lower case, every run of
 * characters other than letters and digits turned into one `_`, trimmed. `Send-Email`,
 * `sendEmail` and ` SEND EMAIL ` are all `send_email`, so an allowlist cannot be dodged by spelling.
 */
export function normalizeTool(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1_$2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1_$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}
