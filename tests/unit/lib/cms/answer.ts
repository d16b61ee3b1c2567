/**
 * A CMS answer as a test writes it: partial or odd on purpose (the reshapers take what each field
 * gives, and a remembered answer may predate a field), typed as the reshaper's generated answer type.
 */
export const answer = <T>(raw: unknown): T => raw as T;
