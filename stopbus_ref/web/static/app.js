/* stopbus serve: small conveniences on top of pages that work without this script.
   - the hands page's card picker: a tap adds the card to the hand input last focused;
   - a table followed by someone who does not score it: the state is fetched every 2 s and the page reloads when
     it changed (the page reloads itself every 2 s when scripts are off). */
(function () {
  "use strict";
  function picker() {
    var box = document.querySelector("[data-picker]");
    if (!box) return;
    var inputs = Array.prototype.slice.call(document.querySelectorAll(".hand-input"));
    var target = inputs[0];
    inputs.forEach(function (i) { i.addEventListener("focus", function () { target = i; }); });
    box.hidden = false;
    box.addEventListener("click", function (e) {
      var b = e.target.closest("button");
      if (!b || !target) return;
      if (b.hasAttribute("data-clear")) { target.value = ""; return; }
      var card = b.getAttribute("data-card");
      var v = target.value.trim();
      var cards = v.indexOf("=") >= 0 ? v.split("=")[1].trim() : v;
      if (cards.split(/\s+/).filter(Boolean).length >= 3) {
        var next = inputs[inputs.indexOf(target) + 1];
        if (next) { target = next; v = next.value.trim(); }
      }
      target.value = !v ? card : /=$/.test(v) ? v + card : v + " " + card;
    });
  }
  function follow() {
    var el = document.querySelector("[data-follow]");
    if (!el || el.hasAttribute("data-scoring")) return;
    var id = el.getAttribute("data-follow");
    var version = el.getAttribute("data-version");
    var etag = '"' + id + "-" + version + '"';
    setInterval(function () {
      fetch("/api/tables/" + encodeURIComponent(id), { credentials: "same-origin" })
        .then(function (r) {
          var tag = r.headers.get("ETag");
          if (r.status === 404 || (tag && tag !== etag)) { location.reload(); }
        }).catch(function () {});
    }, 2000);
  }
  document.addEventListener("DOMContentLoaded", function () { picker(); follow(); });
})();
