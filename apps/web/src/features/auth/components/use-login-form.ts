import { useRef, useState, type FormEvent } from 'react';
import type { TLoginBody } from '@undangin/shared/auth/schemas';

type TField = keyof TLoginBody;
export type TLoginErrors = Partial<Record<TField, string>>;

const FIELDS: readonly TField[] = ['email', 'password'];

/** The shared contract, loaded on first input (or at the latest on submit), so zod stays off the first load. */
let rule: Promise<(typeof import('@undangin/shared/auth/schemas'))['ZLoginBody']> | null = null;

function loadRule() {
  rule ??= import('@undangin/shared/auth/schemas').then(
    (m) => m.ZLoginBody,
    (error: unknown) => {
      rule = null;
      throw error;
    },
  );
  return rule;
}

export function preloadLoginRule(): void {
  loadRule().catch(() => undefined);
}

async function check(values: TLoginBody): Promise<{ values: TLoginBody } | { errors: TLoginErrors }> {
  const result = (await loadRule()).safeParse(values);
  if (result.success) return { values: result.data };
  const errors: TLoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * The login form's state, kept by hand: react-hook-form would be the only reason for the login
 * page's first load to carry it (15 KB gzipped). It behaves as the other forms do: the shared
 * contract checks on submit and, after a first submit, on every change; the first field in error
 * takes the focus; the server's per-field messages (what `onValid` returns) land on their fields.
 */
export function useLoginForm(onValid: (values: TLoginBody) => Promise<Record<string, string>>) {
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<TLoginErrors>({});
  const submitted = useRef(false);

  const values = (): TLoginBody => ({
    email: inputs.current.email?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });

  const focusFirst = (found: TLoginErrors) => {
    const field = FIELDS.find((f) => found[f]);
    if (field) inputs.current[field]?.focus();
  };

  const register = (name: TField) => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: () => {
      if (!submitted.current) return;
      void check(values()).then((result) =>
        setErrors((current) => ({
          ...current,
          [name]: 'errors' in result ? result.errors[name] : undefined,
        })),
      );
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = await check(values());
    if ('errors' in result) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    const fieldErrors = await onValid(result.values);
    const found: TLoginErrors = {};
    for (const field of FIELDS) if (fieldErrors[field]) found[field] = fieldErrors[field];
    setErrors(found);
    focusFirst(found);
  };

  return { register, errors, onSubmit, getValues: values };
}
