/** Starts fetching the support forms' rules (form-rules.ts) as a visitor enters a form; a submit awaits them. */
export const loadFormRules = () => import('./form-rules.ts');
