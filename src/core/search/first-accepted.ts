/**
 * Trying candidates on several workers with no solver in sight: a page imports this at its first
 * paint (the deal finder), where the solver and every game's search model would cost it bytes.
 */
/**
 * The first of `candidates`, in their order, that `test` accepts, trying up to `width` at once
 * (the winnable-deal finder: candidates are seeds, `test` asks a worker whether the deal is won).
 * The same answer as trying them one by one; null when none is accepted. Once it has its answer
 * it aborts the signal passed to the tests still running.
 */
export async function firstAccepted<T>(candidates: readonly T[], test: (candidate: T, signal: AbortSignal) => Promise<boolean>, width: number): Promise<T | null> {
  const stop = new AbortController();
  const verdicts: Promise<boolean>[] = [];
  const start = () => {
    if (verdicts.length < candidates.length) verdicts.push(test(candidates[verdicts.length]!, stop.signal));
  };
  for (let k = 0; k < Math.max(1, width); k++) start();
  try {
    for (let i = 0; i < candidates.length; i++) {
      if (await verdicts[i]!) return candidates[i]!;
      start();
    }
    return null;
  } finally {
    stop.abort();
  }
}
