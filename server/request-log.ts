/** morgan's "tiny" format, with the URL through redactTokens (app/utils/redact-tokens.ts). */
export const ACCESS_LOG_FORMAT = ":method :logged-url :status :res[content-length] - :response-time ms";
