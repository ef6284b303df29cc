// The error codes the lead forms' schemas give: the form fields show each one's text
// (lead-form namespace, "errors.<code>") unless a form passes its own.

export const fieldErrorCodes = [
  "required",
  "email",
  "url",
  "phone",
  "tooLong",
  "invalidCharacter",
  "consent",
  "choice",
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];
