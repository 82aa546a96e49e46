// Shows every <time data-local> in the reader's own time zone (the browser's), keeping the
// server's text as the title. Without JavaScript the server's text stands (a player's zone, or UTC).
(function () {
  'use strict';
  var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  var fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric',
    hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  // The zone's abbreviation as American English names it (EST, CET), not en-GB's "GMT-5".
  var abbr = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
  function zoneName(when) {
    var parts = abbr.formatToParts(when);
    for (var i = 0; i < parts.length; i++) if (parts[i].type === 'timeZoneName') return parts[i].value;
    return '';
  }
  function run() {
    var els = document.querySelectorAll('time[data-local]');
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
      var when = new Date(el.getAttribute('datetime'));
      if (isNaN(when.getTime())) continue;
      el.title = el.textContent;
      el.textContent = fmt.format(when) + ' ' + zoneName(when) + ' (' + zone + ', your zone)';
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run); else run();
})();
