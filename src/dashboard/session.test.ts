import { describe, expect, it } from 'vitest';
import { sessionCookieOptions } from './session.js';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /dashboard, and Secure over HTTPS', () => {
    expect(sessionCookieOptions('http', 'auto')).toEqual({ path: '/dashboard', httpOnly: true, sameSite: 'strict', secure: false });
    expect(sessionCookieOptions('https', 'auto').secure).toBe(true);
    expect(sessionCookieOptions('http', 'always').secure).toBe(true);
  });
});
