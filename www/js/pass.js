// @ts-check
// Hot-seat privacy: a full-screen cover between two different people sharing one device, for
// games where a seat holds secrets. Resolves when the named person presses Ready.
import { t } from './i18n.js';

export function passDevice(name) {
  const box = document.getElementById('pass');
  const ready = document.getElementById('pass-ready');
  document.getElementById('pass-text').textContent = t('pass_to', { name });
  box.hidden = false;
  ready.focus();
  return new Promise((resolve) => {
    ready.onclick = () => {
      box.hidden = true;
      resolve();
    };
  });
}
