import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../../router.ts';
import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks; the text stays so the button keeps its name. */
  loading?: boolean;
  /** Announced while loading (visually hidden). */
  loadingLabel?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  /** An icon before the text (inline-start). Pointing icons should carry `data-mirror`. */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
  children: ReactNode;
}

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { to?: undefined; href?: undefined };
/** An in-app link (react-router). */
type AsRouterLink = CommonProps & Omit<LinkProps, keyof CommonProps> & { to: LinkProps['to']; href?: undefined };
/** A plain link, e.g. to another site. */
type AsAnchor = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & { href: string; to?: undefined };

export type ButtonProps = AsButton | AsRouterLink | AsAnchor;

/** A button, or a link that looks like one (`to` for routes, `href` for anything else). */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel = strings.loading,
    disabled = false,
    fullWidth = false,
    startIcon,
    endIcon,
    className,
    children,
    ...rest
  } = props;

  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  const content = (
    <>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : startIcon}
      <span className={styles.label}>{children}</span>
      {!loading && endIcon}
      {loading && <span className="visually-hidden">{loadingLabel}</span>}
    </>
  );

  if (rest.to !== undefined || rest.href !== undefined) {
    if (disabled || loading) {
      // A link cannot be disabled: drop its target so it is neither focusable nor followable.
      return (
        <a role="link" aria-disabled="true" aria-busy={loading || undefined} className={classes} data-disabled="">
          {content}
        </a>
      );
    }
    if (rest.to !== undefined) {
      const { to, ...linkRest } = rest as AsRouterLink;
      return (
        <Link to={to} className={classes} {...linkRest}>
          {content}
        </Link>
      );
    }
    const anchorRest = rest as Omit<AsAnchor, keyof CommonProps>;
    return (
      <a className={classes} {...anchorRest}>
        {content}
      </a>
    );
  }

  const { type = 'button', onClick, ...buttonRest } = rest as Omit<AsButton, keyof CommonProps>;
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...buttonRest}
    >
      {content}
    </button>
  );
}
