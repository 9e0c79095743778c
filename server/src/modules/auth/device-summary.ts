/**
 * "Firefox on Linux" from a User-Agent: enough for a person to recognise their own browser on the device list and
 * in the new-sign-in mail. Deliberately small (the order matters: Edge and Opera also say Chrome, Chrome also says
 * Safari); anything unknown reads "Unknown browser".
 */
export function deviceSummary(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (!browser && !os) return 'Unknown browser';
  return `${browser ?? 'Unknown browser'}${os ? ` on ${os}` : ''}`;
}
