import { useState, type FormEvent } from 'react';
import { messageOf } from './api';

/** An action run from a form or a control: whether it is running, and its error as text. */
export interface Submit {
  busy: boolean;
  error: string | null;
  run: (event?: FormEvent) => Promise<void>;
}

/**
 * Runs `action` with the busy flag and error message every form of the dashboard
 * shows, so that no form can forget to clear its error or re-enable its button.
 */
export function useSubmit(action: () => Promise<void>): Submit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
