import { passwordStrength } from './password-strength';

export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const s = passwordStrength(password);
  return (
    <div className="strength" id={id} aria-live="polite">
      <meter min={0} max={4} low={2} high={3} optimum={4} value={s.score} aria-label="Password strength" />
      <span>
        {s.label}. {s.hint}
      </span>
    </div>
  );
}
