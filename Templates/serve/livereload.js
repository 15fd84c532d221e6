// The browser side of `sitegen serve`'s live reload, injected into every page served (never
// written to the site). Server-Sent Events say what changed; the page it shows goes with the
// subscription, so the server can rebuild it first and reload it alone. A failed build shows
// an overlay until the next good one. __ENDPOINT__ and __OVERLAY_STYLE__ are filled in by
// PageInjector.
(function () {
  var me = document.currentScript, gen = me && me.dataset.generation;
  if (!window.EventSource) return;
  var es = new EventSource("__ENDPOINT__?page=" + encodeURIComponent(location.pathname));
  function data(e) { try { return JSON.parse(e.data) } catch (x) { return {} } }
  function overlay(msg) {
    var o = document.getElementById("sitegen-error-overlay");
    if (!msg) { if (o) o.remove(); return }
    if (!o) {
      o = document.createElement("div"); o.id = "sitegen-error-overlay"; o.setAttribute("style", "__OVERLAY_STYLE__");
      var h = document.createElement("strong"); h.style.color = "#ff7b72"; h.textContent = "sitegen: the build failed; showing the last good site";
      var p = document.createElement("pre"); p.style.whiteSpace = "pre-wrap"; p.style.margin = "1rem 0 0";
      o.appendChild(h); o.appendChild(p); document.body.appendChild(o);
    }
    o.querySelector("pre").textContent = msg;
  }
  // A stylesheet change swaps the CSS in place; the old sheet goes once the new one loaded.
  function swapCSS() {
    document.querySelectorAll('link[rel~="stylesheet"]').forEach(function (l) {
      var u = new URL(l.href, location.href); u.searchParams.set("__sitegen", Date.now());
      var n = l.cloneNode(); n.href = u.href;
      n.onload = n.onerror = function () { l.remove() };
      l.after(n);
    });
  }
  es.addEventListener("hello", function (e) { if (data(e).generation !== gen) location.reload() });
  es.addEventListener("reload", function (e) {
    var d = data(e); gen = d.generation;
    if (d.kind === "css") { overlay(null); swapCSS() } else location.reload();
  });
  es.addEventListener("built", function (e) { gen = data(e).generation; overlay(null) });
  es.addEventListener("build-error", function (e) { var d = data(e); gen = d.generation; overlay(d.message) });
})();
