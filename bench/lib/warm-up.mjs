// A fresh server process runs slowly until V8 has compiled its hot paths (on other threads of the process, which
// on 2 vCPUs share them with PostgreSQL and the load generator); how long that takes follows the machine's speed.
// Every speed figure is the server's steady rate, so each load warms up until its rate stops rising.

/**
 * Runs `slice()` (resolving to a rate) at least `minSlices` times, then until the rate stops rising (a slice no
 * more than 5% above the mean of the two before it), at most `maxSlices` times. Returns every slice's rate, so the
 * cold start stays visible in the results.
 */
export async function warmUntilSteady(slice, { minSlices, maxSlices }) {
  const rates = [];
  const rising = () => rates.length < 3 || rates.at(-1) > 1.05 * ((rates.at(-2) + rates.at(-3)) / 2);
  while (rates.length < maxSlices && (rates.length < minSlices || rising())) rates.push(Math.round(await slice()));
  return rates;
}
