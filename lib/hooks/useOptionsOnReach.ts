import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../perf/idle';

/** A long select's options (every country) as it shows them: the selected one alone until the visitor
 *  reaches it (`reach`, on its press or focus) or the browser is next idle, then all. Drawn with the
 *  rest of the lead form, its two country lists made the longest task after the tap that opens it. */
export function useOptionsOnReach<T>(all: readonly T[], isSelected: (option: T) => boolean): [shown: readonly T[], reach: () => void] {
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
  useEffect(() => (reached ? undefined : whenIdle(reach, 1000)), [reached, reach]);
  return [reached ? all : all.filter(isSelected), reach];
}
