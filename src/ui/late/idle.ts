/** Work for when the page is idle. */

type Later = (task: () => void) => () => void;

/** After the frame and other work: an idle callback where there is one, else a timer. */
export const later: Later = typeof requestIdleCallback === 'function'
  ? (task) => {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  : (task) => {
    const id = setTimeout(task, 20);
    return () => clearTimeout(id);
  };
