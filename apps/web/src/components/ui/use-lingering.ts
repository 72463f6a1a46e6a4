import { useEffect, useState } from 'react';

/**
 * True from the render where `shown` turns false until the frame after it is painted. Placeholders
 * swapped for their content are kept that long, hidden: their boxes then go with the browser's
 * style pass, and the React commit that draws the content only adds nodes. Removing the boxes one
 * by one inside the commit made it the page's longest task (about 600 boxes for the main page's
 * first rows, over 200 ms under Lighthouse's tracing); removing the hidden nodes later is cheap.
 */
export function useLingering(shown: boolean): boolean {
  const [previous, setPrevious] = useState(shown);
  const [lingering, setLingering] = useState(false);
  if (previous !== shown) {
    setPrevious(shown);
    setLingering(!shown);
  }
  useEffect(() => {
    if (!lingering) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame's style pass: a task queued from requestAnimationFrame runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setLingering(false);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [lingering]);
  return lingering;
}
