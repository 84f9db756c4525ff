import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Tier } from '../types';
import type { Loaded } from '../use-api';

/** A page's title, description and actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {description === undefined ? null : <p className="muted">{description}</p>}
      </div>
      {actions === undefined ? null : <div className="actions">{actions}</div>}
    </header>
  );
}

/** The loading state of a section. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

/** A loaded section: a spinner until the first answer, its error with a retry, then what its data shows. */
export function LoadedView<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  return (
    <>
      {loaded.loading && loaded.data === null ? <Loading /> : null}
      {loaded.error === null ? null : <ErrorBanner message={loaded.error} onRetry={loaded.reload} />}
      {loaded.data === null ? null : children(loaded.data)}
    </>
  );
}

/** An error message with an optional retry. */
export function ErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="banner error" role="alert">
      <span>{message}</span>
      {onRetry === undefined ? null : (
        <button type="button" className="button small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A notice: success or information. */
export function Notice({ kind = 'info', children }: { kind?: 'info' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className={`banner ${kind}`} role="status">
      {children}
    </div>
  );
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** A tier as a coloured badge. */
export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={`badge tier-${tier}`}>{tier}</span>;
}

/** A timestamp in the reader's locale, with the exact time on hover. */
export function Time({ value, empty = 'never' }: { value: string | null; empty?: string }) {
  if (value === null) return <span className="muted">{empty}</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={value}>
      {date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** A secret shown once: the value, a copy button and a warning. */
export function SecretReveal({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      inputRef.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  }
  return (
    <div className="secret" data-testid="secret-reveal">
      <p className="warning-text">
        <strong>Copy this {label} now.</strong> It is shown only once: promptscan keeps only a hash and cannot show it again.
      </p>
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} ref={inputRef} readOnly value={value} className="mono" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button type="button" className="button" onClick={onDone}>
        I have stored it
      </button>
    </div>
  );
}

/** A button that asks for confirmation in a modal dialog before acting. */
export function ConfirmButton(props: { label: string; title: string; message: string; confirmLabel: string; onConfirm: () => Promise<void> | void; danger?: boolean; disabled?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  useEffect(() => () => dialog.current?.close(), []);
  async function confirm() {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      dialog.current?.close();
    }
  }
  return (
    <>
      <button type="button" className={`button small ${props.danger === true ? 'danger' : ''}`} disabled={props.disabled} onClick={() => dialog.current?.showModal()}>
        {props.label}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>{props.title}</h2>
        <div><p>{props.message}</p></div>
        <div className="actions">
          <button type="button" className="button subtle" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" className={`button ${props.danger === true ? 'danger' : 'primary'}`} disabled={busy} onClick={confirm}>
            {props.confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** A labelled form field. */
export function Field({ label, hint, children, htmlFor }: { label: string; hint?: string; children: ReactNode; htmlFor: string }) {
  return (
    <div className="field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint === undefined ? null : <small className="muted">{hint}</small>}
    </div>
  );
}
