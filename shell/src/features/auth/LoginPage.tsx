import {
  errorMessage,
  FALLBACK_ERROR,
  selectIsAuthenticated,
  toastPlanned,
  useAppDispatch,
  useAppSelector,
  useLoginMutation,
} from '@ckb/api-client';
import { Button, Navigate, useDocumentTitle, useLocation, useNavigate } from '@ckb/design-system';
import { useId, useState, type FormEvent } from 'react';
import { strings } from '../../strings.ts';
import styles from './LoginPage.module.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = strings.emailRequired;
  else if (!EMAIL.test(email.trim())) errors.email = strings.emailInvalid;
  if (!password) errors.password = strings.passwordRequired;
  return errors;
}

/**
 * Where to go once signed in: back to the admin page the guard sent the visitor from, else `/`.
 * Only a back-office path of this site: the state could come from anywhere in history.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/admin(?:[/?]|$)/.test(from) ? from : '/';
}

/** /login (SPEC §2, §5): email and password both required; success stores the token and goes back (or to `/`). */
export default function LoginPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const back = returnPath(useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  useDocumentTitle(strings.loginTitle);

  if (signedIn && !isLoading) return <Navigate to={back} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      const first = event.currentTarget.querySelector<HTMLInputElement>(
        found.email ? 'input[type=email]' : 'input[type=password]',
      );
      first?.focus();
      return;
    }
    const started = login({ email: email.trim(), password });
    // the form says every failure itself (under the fields): no toast repeating it
    dispatch(toastPlanned({ requestId: started.requestId, plan: { quiet: 'all' } }));
    const result = await started;
    if ('error' in result) {
      const message = errorMessage(result.error);
      setFailure(message === FALLBACK_ERROR ? strings.loginFailed : message);
      return;
    }
    navigate(back, { replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1 id={`${id}-title`} className={styles.title}>
          {strings.loginTitle}
        </h1>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{strings.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            dir="ltr"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className={styles.error}>
              {errors.email}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{strings.password}</label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            dir="ltr"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
          />
          {errors.password && (
            <p id={`${id}-password-error`} className={styles.error}>
              {errors.password}
            </p>
          )}
        </div>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          {isLoading ? strings.loginBusy : strings.loginSubmit}
        </Button>
      </form>
    </section>
  );
}
