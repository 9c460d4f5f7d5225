// Exit intent (spec 000 sections 2 and 9): on screens 768 px or wider when the pointer leaves
// through the top of the window; on narrower screens once the page is scrolled past 70 %.
// Debounced by 100 ms and fired at most once per page visit.

const wideScreenPx = 768;
const scrollShare = 0.7;
const debounceMs = 100;

export function onExitIntent(callback: () => void): () => void {
  let fired = false;
  let timer: number | undefined;
  const fire = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (fired) return;
      fired = true;
      stop();
      callback();
    }, debounceMs);
  };
  const onMouseOut = (event: MouseEvent) => {
    if (window.innerWidth >= wideScreenPx && !event.relatedTarget && event.clientY <= 0) fire();
  };
  const onScroll = () => {
    if (window.innerWidth >= wideScreenPx) return;
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable > 0 && window.scrollY / scrollable > scrollShare) fire();
  };
  const stop = () => {
    document.removeEventListener('mouseout', onMouseOut);
    window.removeEventListener('scroll', onScroll);
  };
  document.addEventListener('mouseout', onMouseOut);
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}
