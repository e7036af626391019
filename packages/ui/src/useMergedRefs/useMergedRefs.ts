import { useCallback, type Ref, type RefCallback } from 'react';

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One callback ref that sets both given refs (callback or object), for an element two owners need. */
export function useMergedRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      setRef(first, node);
      setRef(second, node);
    },
    [first, second],
  );
}
