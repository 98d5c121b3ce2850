/**
 * Feedback while typing, before the server's check (which has the final word: it also refuses
 * passwords from the shipped common/breached list and ones containing the email's name).
 */
export function passwordStrength(pw: string): { score: number; label: string; hint: string } {
  if (pw.length === 0) return { score: 0, label: 'Empty', hint: 'At least 12 characters.' };
  if (pw.length < 12) return { score: 1, label: 'Too short', hint: `${12 - pw.length} more characters needed.` };
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(pw)).length;
  const repeated = /(.)\1{3,}/.test(pw);
  const points = (pw.length >= 16 ? 2 : 1) + (classes >= 3 ? 1 : 0) + (repeated ? -1 : 0);
  if (points >= 3) return { score: 4, label: 'Strong', hint: 'Good.' };
  if (points === 2) return { score: 3, label: 'Fair', hint: 'Longer is stronger: a few unrelated words work well.' };
  return { score: 2, label: 'Weak', hint: 'Add length or mix letters, digits and symbols; avoid repeats.' };
}
