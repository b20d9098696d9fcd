// The pages' script that asks again for a picture the server refused while it warmed up or was
// busy (503): after 200 ms, 400 ms, ... then every 3 s (ten times, about 25 s, at most: a page
// of two dozen animations is that much work for a small instance). Set before the pictures
// load, so it sees every error (it listens on the document, in the capture phase).
export const RETRY_PICTURES = `document.addEventListener('error', (event) => {
  const img = event.target;
  if (!(img instanceof HTMLImageElement)) return;
  const tries = Number(img.dataset.tries || 0);
  if (tries >= 10) return;
  img.dataset.tries = String(tries + 1);
  // A lazy picture that failed while scrolled past would otherwise wait to be seen again.
  img.loading = 'eager';
  setTimeout(() => { const src = img.src; img.removeAttribute('src'); img.src = src; }, Math.min(200 * 2 ** tries, 3000));
}, true);`;
