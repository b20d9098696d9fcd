// The pages' script that asks again for a picture the server refused while it warmed up or was
// busy (503): after 200 ms, 400 ms, ... (six times at most). Set before the pictures load, so
// it sees every error (it listens on the document, in the capture phase).
export const RETRY_PICTURES = `document.addEventListener('error', (event) => {
  const img = event.target;
  if (!(img instanceof HTMLImageElement)) return;
  const tries = Number(img.dataset.tries || 0);
  if (tries >= 6) return;
  img.dataset.tries = String(tries + 1);
  setTimeout(() => { const src = img.src; img.removeAttribute('src'); img.src = src; }, 200 * 2 ** tries);
}, true);`;
