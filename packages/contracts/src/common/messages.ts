/**
 * A schema-level message for a missing or mistyped value only. Zod 4 uses a schema's `error` for
 * every issue whose check has no message of its own, so `z.string({ error: 'Password is required' })`
 * would also call an overlong password "required"; other issues keep their own message.
 */
export const whenMissingOrMistyped =
  (message: string) =>
  (issue: { code?: string }): string | undefined =>
    issue.code === 'invalid_type' ? message : undefined;
