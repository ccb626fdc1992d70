// Runs before the first paint (an external file, as the CSP allows no inline script), so the page
// never flashes the wrong theme: the saved choice (light, dark, or system: the device's setting),
// else dark (spec §9). Browsers report "light" when the device states nothing, so following the
// device is the user's choice (Settings → Appearance → System), not the default.
(function () {
  var theme = 'dark';
  try {
    var saved = localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark') theme = saved;
    else if (
      saved === 'system' &&
      window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: light)').matches
    )
      theme = 'light';
  } catch (e) {}
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
