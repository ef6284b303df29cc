/**
 * A URL as a log writes it: the secret of an e-mailed link (`token=`, the confirmation and
 * password links) is replaced, so that whoever reads the log cannot use a link that still
 * works (docs/decisions/029). The access log and the production outbox's log use it.
 */
export function redactTokens(url: string) {
  return url.replace(/([?&]token=)[^&#\s]*/gi, "$1[redacted]");
}
