/**
 * The URL as the access log writes it: the secret of an e-mailed link (`token=`, the
 * confirmation and password links) is replaced, so that whoever reads the log cannot use
 * a link that still works.
 */
export function redactTokens(url: string) {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

/** morgan's "tiny" format, with the URL through redactTokens. */
export const ACCESS_LOG_FORMAT = ":method :logged-url :status :res[content-length] - :response-time ms";
